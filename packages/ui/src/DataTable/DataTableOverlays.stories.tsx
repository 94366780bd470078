import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, Dialog, DialogContent } from '../Dialog';
import { Drawer, DrawerContent } from '../Drawer';
import { actionsColumn, textColumn } from './columns';
import { DataTable } from './DataTable';
import { defaultTableQuery } from './tableQuery';

/**
 * A list page in miniature, as the console draws one: its dialogs are controlled and mounted
 * only while open (no Radix trigger), opened from the toolbar, a row's button or a row's 更多
 * menu — the focus must still come back to the control that opened them, or to the next row's
 * when a delete took the opener's row away.
 */
interface Member {
  id: string;
  name: string;
}

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; member: Member }
  | { kind: 'view'; member: Member }
  | { kind: 'delete'; member: Member }
  | null;

const words = {
  zh: {
    table: '会员列表',
    name: '姓名',
    phone: '手机号',
    actions: '操作',
    create: '新增',
    view: '查看',
    edit: '编辑',
    remove: '删除',
    unpin: '移出列表',
    save: '保存',
    cancel: '取消',
    createTitle: '新增会员',
    editTitle: '编辑会员',
    viewTitle: '会员详情',
    removeTitle: (name: string) => `确定删除“${name}”吗？`,
  },
  en: {
    table: 'Members',
    name: 'Name',
    phone: 'Phone',
    actions: 'Actions',
    create: 'Add',
    view: 'View',
    edit: 'Edit',
    remove: 'Delete',
    unpin: 'Remove from list',
    save: 'Save',
    cancel: 'Cancel',
    createTitle: 'Add member',
    editTitle: 'Edit member',
    viewTitle: 'Member',
    removeTitle: (name: string) => `Delete “${name}”?`,
  },
};

const firstMembers: Member[] = ['张三', '李四', '王五', '赵六'].map((name, index) => ({ id: `m${index + 1}`, name }));

/** The list's reload after a write: the rows change a moment after the dialog has closed. */
const reloadDelay = 60;

function MemberList({ locale }: { locale: 'zh' | 'en' }) {
  const w = words[locale];
  const [members, setMembers] = useState(firstMembers);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const reload = (change: (rows: Member[]) => Member[]) =>
    setTimeout(() => setMembers((rows) => change(rows)), reloadDelay);

  const form = (title: string, member?: Member) => (
    <Dialog open onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent
        title={title}
        footer={
          <>
            <Button onClick={close}>{w.cancel}</Button>
            <Button variant="primary" type="submit" form="member-form">
              {w.save}
            </Button>
          </>
        }
      >
        <form
          id="member-form"
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const name = String(new FormData(event.currentTarget).get('name'));
            close();
            reload((rows) =>
              member
                ? rows.map((row) => (row.id === member.id ? { ...row, name } : row))
                : [...rows, { id: `m${rows.length + 1}`, name }],
            );
          }}
        >
          <label className="grid gap-1">
            <span className="text-text-muted">{w.name}</span>
            <input
              name="name"
              defaultValue={member?.name}
              className="h-control-mini rounded border border-border bg-surface px-2 text-text"
            />
          </label>
          <label className="grid gap-1">
            <span className="text-text-muted">{w.phone}</span>
            <input name="phone" className="h-control-mini rounded border border-border bg-surface px-2 text-text" />
          </label>
        </form>
      </DialogContent>
    </Dialog>
  );

  return (
    <div className="grid gap-3">
      <div>
        <Button variant="primary" onClick={() => setOpen({ kind: 'create' })}>
          {w.create}
        </Button>
      </div>
      <DataTable<Member>
        label={w.table}
        columns={[
          textColumn({ id: 'name', header: w.name, value: (row) => row.name, width: 200 }),
          actionsColumn({
            header: w.actions,
            rowLabel: (row) => row.name,
            actions: (row) => [
              { label: w.view, onSelect: () => setOpen({ kind: 'view', member: row }) },
              { label: w.edit, onSelect: () => setOpen({ kind: 'edit', member: row }) },
              { label: w.remove, onSelect: () => setOpen({ kind: 'delete', member: row }) },
              { label: w.unpin, onSelect: () => reload((rows) => rows.filter((other) => other.id !== row.id)) },
            ],
          }),
        ]}
        data={members}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        total={members.length}
        query={defaultTableQuery}
        onQueryChange={() => undefined}
      />
      {open?.kind === 'create' ? form(w.createTitle) : null}
      {open?.kind === 'edit' ? form(w.editTitle, open.member) : null}
      {open?.kind === 'view' ? (
        <Drawer open onOpenChange={(next) => (next ? undefined : close())}>
          <DrawerContent title={w.viewTitle}>{open.member.name}</DrawerContent>
        </Drawer>
      ) : null}
      {open?.kind === 'delete' ? (
        <ConfirmDialog
          open
          variant="danger"
          title={w.removeTitle(open.member.name)}
          onOpenChange={(next) => (next ? undefined : close())}
          onConfirm={async () => {
            await Promise.resolve();
            reload((rows) => rows.filter((row) => row.id !== open.member.id));
          }}
        />
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Data/DataTable/Focus return',
  component: MemberList,
  args: { locale: 'zh' },
  render: (args, { globals }) => <MemberList locale={globals['locale'] === 'en' ? 'en' : args.locale} />,
} satisfies Meta<typeof MemberList>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const more = (name: string) => body().getByRole('button', { name: `更多操作：${name}` });

/** Opens the row's 更多 menu from the keyboard and chooses an item. */
async function chooseFromMore(name: string, item: string) {
  more(name).focus();
  await userEvent.keyboard('{Enter}');
  const menu = await body().findByRole('menu');
  const entry = within(menu).getByRole('menuitem', { name: item });
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  while (document.activeElement !== entry) await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
}

async function dialogClosed(role: 'dialog' | 'alertdialog' = 'dialog') {
  await waitFor(() => expect(body().queryByRole(role)).not.toBeInTheDocument());
}

/** A form dialog opens on its first field; saved, it gives the focus back to 新增. */
export const CreateSavedReturnsFocus: Story = {
  play: async ({ canvas }) => {
    const create = canvas.getByRole('button', { name: '新增' });
    create.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: '新增会员' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: '姓名' })).toHaveFocus());
    await userEvent.keyboard('孙七');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await dialogClosed();
    await expect(create).toHaveFocus();
    await expect(await canvas.findByRole('cell', { name: '孙七' })).toBeInTheDocument();
    await expect(create).toHaveFocus();
  },
};

/** A dialog chosen from a row's 更多 menu gives the focus back to that 更多, on Escape and on save. */
export const EditFromMenuReturnsFocus: Story = {
  play: async () => {
    await chooseFromMore('李四', '编辑');
    const dialog = await body().findByRole('dialog', { name: '编辑会员' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: '姓名' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await dialogClosed();
    await waitFor(() => expect(more('李四')).toHaveFocus());

    await chooseFromMore('李四', '编辑');
    const again = await body().findByRole('dialog', { name: '编辑会员' });
    await userEvent.keyboard('{Control>}a{/Control}李四四');
    // Tab to 保存 past 手机号 and 取消: the keyboard alone.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(again).getByRole('button', { name: '保存' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await dialogClosed();
    await waitFor(() => expect(more('李四四')).toHaveFocus());
  },
};

/** A delete confirmed takes the opener's row away: the focus goes to the next row's 更多. */
export const DeleteMovesFocusToNextRow: Story = {
  play: async ({ canvas }) => {
    await chooseFromMore('李四', '删除');
    const confirm = await body().findByRole('alertdialog', { name: '确定删除“李四”吗？' });
    await waitFor(() => expect(within(confirm).getByRole('button', { name: '取消' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await dialogClosed('alertdialog');
    await waitFor(() => expect(more('李四')).toHaveFocus());

    await chooseFromMore('李四', '删除');
    const again = await body().findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(canvas.queryByRole('cell', { name: '李四' })).not.toBeInTheDocument());
    await waitFor(() => expect(more('王五')).toHaveFocus());

    // The last row gone, the focus goes to the row before it.
    await chooseFromMore('赵六', '删除');
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(more('王五')).toHaveFocus());
  },
};

/** A menu item that removes its own row: the menu hands the focus to the next row's 更多. */
export const MenuRemovingItsRow: Story = {
  play: async ({ canvas }) => {
    await chooseFromMore('张三', '移出列表');
    await waitFor(() => expect(canvas.queryByRole('cell', { name: '张三' })).not.toBeInTheDocument());
    await waitFor(() => expect(more('李四')).toHaveFocus());
  },
};

/** A drawer opened from a row's button gives the focus back to it. */
export const DrawerReturnsFocus: Story = {
  play: async ({ canvas }) => {
    // The story's columns are new at each render, so the row's cells are drawn anew when the
    // drawer opens: the focus goes to the 查看 now in the row.
    const view = () => within(canvas.getByRole('row', { name: /王五/ })).getByRole('button', { name: '查看' });
    view().focus();
    await userEvent.keyboard('{Enter}');
    await body().findByRole('dialog', { name: '会员详情' });
    await userEvent.keyboard('{Escape}');
    await dialogClosed();
    await waitFor(() => expect(view()).toHaveFocus());
  },
};

/** The same flows in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const create = canvas.getByRole('button', { name: 'Add' });
    create.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Add member' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await dialogClosed();
    await expect(create).toHaveFocus();
  },
};
