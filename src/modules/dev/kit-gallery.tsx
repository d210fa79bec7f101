import '../../i18n/kit.ts';
import './dev.strings.ts';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { DialogTrigger } from 'react-aria-components';
import { setLocale } from '../../i18n/i18n.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { createOverlayActor } from '../../machines/overlay.machine.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { CheckboxGroup } from '../../ui/checkbox-group.tsx';
import { ComboBox } from '../../ui/combo-box.tsx';
import { ConfirmAction } from '../../ui/confirm-action.tsx';
import { DatePicker } from '../../ui/date-picker.tsx';
import { type DateRange, DateRangePicker } from '../../ui/date-range-picker.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { FileUpload } from '../../ui/file-upload.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { ListView } from '../../ui/list-view.tsx';
import { LoadingOverlay } from '../../ui/loading-overlay.tsx';
import { ManagedForm } from '../../ui/managed-form.tsx';
import { Menu, MenuItem, MenuTrigger } from '../../ui/menu.tsx';
import { Modal } from '../../ui/modal.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Popover } from '../../ui/popover.tsx';
import { Radio, RadioGroup } from '../../ui/radio-group.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { Select, SelectItem } from '../../ui/select.tsx';
import { SortableTable } from '../../ui/sortable-table.tsx';
import { Switch } from '../../ui/switch.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { type ThemeChoice, useTheme } from '../../ui/theme.ts';
import { useToast } from '../../ui/toast-provider.tsx';
import { ToggleSwitch } from '../../ui/toggle-switch.tsx';
import { CheckTree } from '../../ui/tree.tsx';
import styles from './kit-gallery.module.css';

const cities = [
  { id: 'hz', name: '杭州 Hangzhou' },
  { id: 'sh', name: '上海 Shanghai' },
  { id: 'sz', name: '深圳 Shenzhen' },
];

const sampleRows = Array.from({ length: 32 }, (_, i) => ({
  id: i + 1,
  name: `Sample ${i + 1}`,
  level: (i % 3) + 1,
}));

const themeChoices: ThemeChoice[] = ['system', 'light', 'dark'];

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `#/dev/kit`: every kit part on one page, for keyboard walks and axe scans. Data here is local. */
export default function KitGallery() {
  const t = useT();
  const locale = useLocale();
  const toast = useToast();
  const { choice, setChoice } = useTheme();
  const [overlay] = useState(() => createOverlayActor());
  const [date, setDate] = useState('2024-03-01');
  const [range, setRange] = useState<DateRange | null>(null);
  const [privileges, setPrivileges] = useState<Set<Key>>(new Set(['system', 'role', 'role.del']));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const tree = [
    {
      id: 'system',
      title: t('gallery.tree'),
      children: [
        { id: 'role', title: t('gallery.edit'), children: [{ id: 'role.del', title: t('gallery.delete') }] },
        { id: 'copy', title: t('gallery.copy') },
      ],
    },
  ];
  return (
    <main className={styles.page}>
      <PageHeader
        title={t('gallery.title')}
        crumbs={[{ title: t('kit.home'), href: '#/' }, { title: t('gallery.title') }]}
      />
      <p>{t('gallery.intro')}</p>

      <section className={styles.section} aria-labelledby="g-theme">
        <h2 id="g-theme">{t('gallery.theme')}</h2>
        <RadioGroup
          label={t('gallery.theme')}
          orientation="horizontal"
          value={choice}
          onChange={(v) => setChoice(themeChoices.find((c) => c === v) ?? 'system')}
        >
          <Radio value="system">{t('gallery.themeSystem')}</Radio>
          <Radio value="light">{t('gallery.themeLight')}</Radio>
          <Radio value="dark">{t('gallery.themeDark')}</Radio>
        </RadioGroup>
      </section>

      <section className={styles.section} aria-labelledby="g-buttons">
        <h2 id="g-buttons">{t('gallery.buttons')}</h2>
        {/* The pending button is busy for good here: `data-static-busy` tells the browser tests' axe
            watch not to wait for it to finish, as it waits for a busy control elsewhere. */}
        <div className={styles.row} data-static-busy>
          <Button variant="primary">{t('gallery.primary')}</Button>
          <Button>{t('gallery.secondary')}</Button>
          <Button variant="quiet">{t('gallery.quiet')}</Button>
          <Button variant="danger">{t('gallery.danger')}</Button>
          <Button variant="primary" isPending>
            {t('gallery.pending')}
          </Button>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="g-fields">
        <h2 id="g-fields">{t('gallery.fields')}</h2>
        <div className={styles.grid}>
          <TextField label={t('gallery.name')} description={t('gallery.nameHelp')} isRequired />
          <TextField
            label={t('gallery.mobile')}
            defaultValue="123"
            errorMessage={t('check.mobile', { label: t('gallery.mobile') })}
          />
          <NumberField label={t('gallery.amount')} defaultValue={10} minValue={0} />
          <SearchField label={t('kit.search')} />
          <TextArea label={t('gallery.note')} />
          <FormField error={t('check.required', { label: t('gallery.upload') })}>
            {({ errorId }) => <Button aria-describedby={errorId}>{t('upload.choose')}</Button>}
          </FormField>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="g-choices">
        <h2 id="g-choices">{t('gallery.choices')}</h2>
        <div className={styles.grid}>
          <Select label={t('gallery.city')} items={cities} defaultSelectedKey="hz">
            {(c) => <SelectItem id={c.id}>{c.name}</SelectItem>}
          </Select>
          <ComboBox label={t('gallery.city')} defaultItems={cities}>
            {(c: (typeof cities)[number]) => <SelectItem id={c.id}>{c.name}</SelectItem>}
          </ComboBox>
          <CheckboxGroup label={t('gallery.tags')} defaultValue={['a']}>
            <Checkbox value="a">A</Checkbox>
            <Checkbox value="b">B</Checkbox>
          </CheckboxGroup>
          <RadioGroup label={t('gallery.level')} defaultValue="1">
            <Radio value="1">1</Radio>
            <Radio value="2">2</Radio>
          </RadioGroup>
          <Switch defaultSelected>{t('gallery.display')}</Switch>
          <ToggleSwitch value onChange={() => wait(400)}>
            {t('gallery.display')}
          </ToggleSwitch>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="g-dates">
        <h2 id="g-dates">{t('gallery.dates')}</h2>
        <div className={styles.grid}>
          <DatePicker label={t('gallery.date')} value={date} onChange={setDate} />
          <DateRangePicker label={t('gallery.range')} value={range} onChange={setRange} />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="g-overlays">
        <h2 id="g-overlays">{t('gallery.overlays')}</h2>
        <div className={styles.row}>
          <MenuTrigger>
            <Button>{t('gallery.menu')}</Button>
            <Menu>
              <MenuItem id="edit">{t('gallery.edit')}</MenuItem>
              <MenuItem id="copy">{t('gallery.copy')}</MenuItem>
              <MenuItem id="delete" tone="danger">
                {t('gallery.delete')}
              </MenuItem>
            </Menu>
          </MenuTrigger>
          <DialogTrigger>
            <Button>{t('gallery.openDialog')}</Button>
            <Modal isDismissable>
              <Dialog
                title={t('gallery.openDialog')}
                actions={(close) => <Button onPress={close}>{t('kit.close')}</Button>}
              >
                {t('gallery.dialogText')}
              </Dialog>
            </Modal>
          </DialogTrigger>
          <Popover trigger={<Button>{t('gallery.openPopover')}</Button>} title={t('gallery.openPopover')}>
            <p>{t('gallery.dialogText')}</p>
          </Popover>
          <Button onPress={() => setDrawerOpen(true)}>{t('gallery.openDrawer')}</Button>
          <Drawer isOpen={drawerOpen} onOpenChange={setDrawerOpen}>
            <Dialog title={t('gallery.drawerTitle')}>
              <RadioGroup
                label={t('gallery.drawerTitle')}
                value={locale}
                onChange={(v) => setLocale(v === 'en' ? 'en' : 'zh-CN')}
              >
                <Radio value="zh-CN">{t('gallery.zh')}</Radio>
                <Radio value="en">{t('gallery.en')}</Radio>
              </RadioGroup>
            </Dialog>
          </Drawer>
          <ConfirmAction url="/demo/del.html?id=1" run={async () => ({ message: t('gallery.savedSample') })}>
            {t('gallery.confirmDelete')}
          </ConfirmAction>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="g-feedback">
        <h2 id="g-feedback">{t('gallery.feedback')}</h2>
        <div className={styles.row}>
          <Button onPress={() => toast.show(t('gallery.toastInfo'))}>{t('gallery.toastInfo')}</Button>
          <Button onPress={() => toast.show(t('gallery.toastSuccess'), { tone: 'success' })}>
            {t('gallery.toastSuccess')}
          </Button>
          <Button onPress={() => toast.show(t('gallery.toastError'), { tone: 'error' })}>
            {t('gallery.toastError')}
          </Button>
          <Button
            onPress={() => {
              overlay.send({ type: 'overlay.show' });
              setTimeout(() => overlay.send({ type: 'overlay.hide' }), 1500);
            }}
          >
            {t('gallery.showOverlay')}
          </Button>
        </div>
        <LoadingOverlay actor={overlay} />
      </section>

      <section className={styles.section} aria-labelledby="g-tabs">
        <h2 id="g-tabs">{t('gallery.tabs')}</h2>
        <Tabs>
          <TabList aria-label={t('gallery.tabs')}>
            <Tab id="one">{t('gallery.tabOne')}</Tab>
            <Tab id="two">{t('gallery.tabTwo')}</Tab>
          </TabList>
          <TabPanel id="one">{t('gallery.tabOneText')}</TabPanel>
          <TabPanel id="two">{t('gallery.tabTwoText')}</TabPanel>
        </Tabs>
      </section>

      <section className={styles.section} aria-labelledby="g-data">
        <h2 id="g-data">{t('gallery.data')}</h2>
        <ListView<(typeof sampleRows)[number]>
          aria-label={t('gallery.list')}
          syncAddress={false}
          columns={[
            {
              id: 'name',
              title: t('gallery.name'),
              isRowHeader: true,
              sortable: true,
              render: (r) => r.name,
            },
            { id: 'level', title: t('gallery.level'), sortable: true, render: (r) => String(r.level) },
          ]}
          rowKey={(r) => r.id}
          load={async (q) => {
            await wait(200);
            const rows = sampleRows.filter((r) => !q.keyword || r.name.includes(q.keyword));
            const key = q.sort.replace(/^-/, '') === 'level' ? 'level' : 'name';
            rows.sort(
              (a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (q.sort.startsWith('-') ? -1 : 1),
            );
            return {
              list: rows.slice((q.page - 1) * q.pageSize, q.page * q.pageSize),
              total: rows.length,
              page: q.page,
              pageSize: q.pageSize,
            };
          }}
          bulkDelete={{ url: (ids) => `/demo/del.html?ids=${ids.join(',')}`, run: async () => ({}) }}
        />
        <h3>{t('gallery.sortable')}</h3>
        <SortableTable
          aria-label={t('gallery.sortable')}
          rows={sampleRows.slice(0, 4)}
          rowKey={(r) => r.id}
          rowLabel={(r) => r.name}
          columns={[{ id: 'name', title: t('gallery.name'), isRowHeader: true, render: (r) => r.name }]}
          save={() => wait(300)}
        />
        <h3>{t('gallery.tree')}</h3>
        <CheckTree
          aria-label={t('gallery.tree')}
          items={tree}
          selected={privileges}
          onChange={setPrivileges}
          status={t('gallery.treeCount', { count: privileges.size })}
          defaultExpandedKeys={['system']}
        />
        <h3>{t('gallery.upload')}</h3>
        <FileUpload
          upload={async (file, { onProgress }) => {
            for (let i = 1; i <= 4; i += 1) {
              await wait(150);
              onProgress((file.size * i) / 4, file.size);
            }
            return { fileurl: `/upload/${file.name}`, title: file.name };
          }}
        />
        <h3>{t('gallery.states')}</h3>
        <div className={styles.grid}>
          <EmptyState />
          <ErrorState description={t('error.network')} onRetry={() => {}} />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="g-form">
        <h2 id="g-form">{t('gallery.form')}</h2>
        <ManagedForm
          formId="gallery:password"
          aria-label={t('gallery.form')}
          rules={{
            password: { required: true, label: t('gallery.password') },
            confirmPassword: { required: true, compare: 'password', label: t('gallery.confirmPassword') },
          }}
          initialValues={{ password: '', confirmPassword: '' }}
          submit={() => wait(400)}
        >
          {(f) => (
            <>
              <TextField label={t('gallery.password')} type="password" {...f.text('password')} />
              <TextField
                label={t('gallery.confirmPassword')}
                type="password"
                {...f.text('confirmPassword')}
              />
            </>
          )}
        </ManagedForm>
      </section>
    </main>
  );
}
