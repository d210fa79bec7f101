import { createServer, type Plugin } from 'vite';

const placeholder = '<!--login-prerender-->';
const renderer = '/src/modules/login/login-prerender.tsx';
const locales = ['zh-CN', 'en'] as const;

/**
 * Puts the login screen's markup into index.html at build time, once per language, so a cold visit
 * shows the form before any script runs (docs/decisions/client-loading.md, "The login form is in
 * index.html"). `public/first-screen.js` shows the one this tab will show, if any; the login screen
 * takes over what was typed into it. Both variants are hidden until that script says otherwise, so a
 * page whose script never ran shows nothing it cannot keep.
 */
export function prerenderLogin(): Plugin {
  let root = process.cwd();
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!html.includes(placeholder)) throw new Error(`index.html lacks ${placeholder}`);
        const markup = await renderVariants(root);
        // Every class the markup names must be one the built stylesheets define: a class renamed
        // between the render and the build would show an unstyled form.
        const css = Object.values(ctx.bundle ?? {})
          .map((f) => (f.type === 'asset' && f.fileName.endsWith('.css') ? String(f.source) : ''))
          .join('\n');
        for (const [, names] of markup.matchAll(/class="([^"]*)"/g))
          for (const name of (names ?? '').split(/\s+/).filter(Boolean))
            if (!css.includes(`.${name}`))
              throw new Error(`prerender-login: class ${name} is in no built stylesheet`);
        return html.replace(placeholder, markup);
      },
    },
  };
}

async function renderVariants(root: string): Promise<string> {
  // The same module graph the build compiles, through Vite's own transforms (CSS modules name their
  // classes alike in both), without the build's plugins: they rewrite browser bundles only.
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  try {
    const { renderLoginScreen } = (await server.ssrLoadModule(renderer)) as {
      renderLoginScreen(locale: (typeof locales)[number], idPrefix: string): string;
    };
    return locales
      .map(
        (locale) =>
          `<div data-prerender="${locale}" hidden>${finish(renderLoginScreen(locale, `prerender-${locale}-`))}</div>`,
      )
      .join('');
  } finally {
    await server.close();
  }
}

/**
 * What a server render cannot know: React Aria describes each field by its help and error slots,
 * which a form with neither leaves out. References to elements that are not there are dropped.
 * The user field takes focus as the app's login screen gives it.
 */
function finish(markup: string): string {
  const ids = new Set([...markup.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  return markup
    .replace(/\s(aria-describedby|aria-labelledby)="([^"]*)"/g, (_, attr: string, refs: string) => {
      const kept = refs.split(/\s+/).filter((id) => ids.has(id));
      return kept.length > 0 ? ` ${attr}="${kept.join(' ')}"` : '';
    })
    .replace(/<input([^>]*\sname="user")/, '<input autofocus=""$1');
}
