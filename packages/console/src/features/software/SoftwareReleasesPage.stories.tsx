import type { Meta, StoryObj } from '@storybook/react-vite';
import { message } from '@vending/ui';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { releaseRows, uploadedPackage } from './fixtures';

const zip = () =>
  new File([new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)])], 'vending-2.7.0.zip', {
    type: 'application/zip',
  });

const meta = {
  title: 'Console/Pages/SoftwareReleases',
  ...consolePage({
    path: '/software/list',
    answers: {
      getSoftwareReleaseList: ok({ rows: releaseRows, total: 4 }),
      uploadSoftwarePackage: ok(uploadedPackage),
      updateSoftwareRelease: {
        code: 0,
        msg: '',
        data: { message: '该平台已有此构建号', field: 'buildNumber' },
      },
      deleteSoftwareRelease: {
        code: 0,
        msg: '还有 8 台设备的升级指向该版本，不能删除',
        data: { message: '还有 8 台设备的升级指向该版本，不能删除', field: 'releaseId' },
      },
    },
    openTabs: [{ path: '/software/list', title: '软件列表' }],
  }),
  // A message another story left would show in this one's picture.
  beforeEach: () => message.dismissAll(),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getSoftwareReleaseList',
  table: { zh: '软件列表', en: 'Software' },
  cell: '2.6.0',
});

export const SoftwareReleases: Story = states.list;
export const SoftwareReleasesEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** Creating: the uploaded package's name, size and SHA-256 are shown as the server answered them. */
export const CreateWithUpload: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '新增版本' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '新增版本' }));
    await userEvent.click(dialog.getByRole('combobox', { name: '平台' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '下位机固件' }));
    await userEvent.type(dialog.getByLabelText('版本号'), '1.3.0');
    await userEvent.type(dialog.getByLabelText('构建号'), '130');
    await userEvent.upload(dialog.getByTestId('package-input'), zip());
    const facts = within(await dialog.findByTestId('package-facts'));
    await expect(facts.getByText('vending-2.7.0.zip')).toBeVisible();
    await expect(facts.getByText('2.5 MB (2,621,440 B)')).toBeVisible();
    await expect(facts.getByText(uploadedPackage.sha256)).toBeVisible();
    await expect(dialog.getByRole('button', { name: '重新上传' })).toBeVisible();
  },
};

/** A package the server refuses (judged by content): the reason under the field, nothing kept. */
export const UploadRefused: Story = {
  args: {
    answers: {
      getSoftwareReleaseList: ok({ rows: releaseRows, total: 4 }),
      uploadSoftwarePackage: {
        code: 0,
        msg: '文件内容不是 .apk 或 .zip 安装包',
        data: { message: '文件内容不是 .apk 或 .zip 安装包', field: 'file' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '新增版本' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '新增版本' }));
    await userEvent.upload(dialog.getByTestId('package-input'), zip());
    await expect(await dialog.findByText('文件内容不是 .apk 或 .zip 安装包')).toBeVisible();
    await expect(dialog.queryByTestId('package-facts')).toBeNull();
  },
};

/** Editing: the stored package shown; a taken build number refused under its field, every value kept. */
export const EditRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const row = within((await page.findByRole('cell', { name: '2.6.0' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '编辑' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '编辑版本' }));
    await expect(dialog.getByText(releaseRows[0]!.packageSha256)).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('构建号'));
    await userEvent.type(dialog.getByLabelText('构建号'), '252');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('该平台已有此构建号')).toBeVisible();
    await expect(dialog.getByLabelText('构建号')).toHaveValue('252');
    await expect(dialog.getByLabelText('版本号')).toHaveValue('2.6.0');
  },
};

/** Deleting a release devices are being updated to: refused, saying how many. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const row = within((await page.findByRole('cell', { name: '2.6.0' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '删除' }));
    const confirm = within(await within(document.body).findByRole('alertdialog'));
    await expect(confirm.getByText('确定删除版本 2.6.0 吗？')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: '确定' }));
    await expect(await within(document.body).findByText('还有 8 台设备的升级指向该版本，不能删除')).toBeVisible();
  },
};
