/**
 * The machine inspector's pop-out window (issue 42). Not a route of the table: main.tsx mounts the
 * inspector alone for it, outside the session guard, in dev builds and VITE_MACHINE_EXPLORER builds.
 */
export const inspectorWindowPath = '/dev/inspector';
