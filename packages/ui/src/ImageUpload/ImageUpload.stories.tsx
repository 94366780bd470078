import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field, Form, FormSubmit } from '../Form';
import { ImageUpload, UploadRefused } from './ImageUpload';

// Inline pictures only: no network in the story tests.
const productImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#dbeafe"/><rect x="28" y="14" width="24" height="52" rx="6" fill="#2563eb"/><rect x="28" y="30" width="24" height="14" fill="#f8fafc"/></svg>',
)}`;
const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const pngFile = () => new File([pngBytes], 'cola.png', { type: 'image/png' });

function dropFile(target: Element, file: File) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }));
  target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
}

const meta = {
  title: 'Forms/ImageUpload',
  component: ImageUpload,
  args: {
    'aria-label': '商品图片',
    upload: fn(async () => productImage),
    onValueChange: fn(),
  },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const pick = canvas.getByRole('button', { name: '上传图片' });
    await expect(pick).toHaveAccessibleDescription('支持 PNG/JPEG，不超过 2MB');
    await expect(canvas.getByRole('group', { name: '商品图片' })).toHaveAttribute('data-state', 'empty');
  },
};

/** Picked with the keyboard-operable button: the upload reports progress, then the image shows. */
export const UploadAndRemove: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(canvasElement.querySelector('input[type=file]')!, pngFile());
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith(productImage));
    await expect(args.upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'cola.png' }), expect.any(Function));
    await expect(canvas.getByRole('img', { name: '图片预览' })).toHaveAttribute('src', productImage);
    const remove = canvas.getByRole('button', { name: '删除图片' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    // The focus is not lost with the removed button: it lands on the pick button.
    await expect(canvas.getByRole('button', { name: '上传图片' })).toHaveFocus();
  },
};

export const WithPreview: Story = {
  args: { defaultValue: productImage, alt: '可乐 330ml' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '可乐 330ml' })).toBeVisible();
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'done');
  },
};

/** While the caller's upload runs: the local preview with its progress. */
export const Uploading: Story = {
  args: {
    upload: fn((_file: File, onProgress: (percent: number) => void) => {
      onProgress(60);
      return new Promise<string>(() => undefined);
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(canvasElement.querySelector('input[type=file]')!, pngFile());
    const progress = await canvas.findByRole('progressbar', { name: '上传中' });
    await expect(progress).toHaveAttribute('aria-valuenow', '60');
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'uploading');
  },
};

/** A PDF dragged onto the picker is refused before any upload, with a clear message. */
export const RejectedType: Story = {
  play: async ({ canvas, args }) => {
    const pick = canvas.getByRole('button', { name: '上传图片' });
    dropFile(pick, new File(['%PDF-1.4'], 'price-list.pdf', { type: 'application/pdf' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('文件格式不支持，只能上传 PNG/JPEG 格式的图片');
    await expect(pick).toHaveAccessibleDescription(
      '文件格式不支持，只能上传 PNG/JPEG 格式的图片 支持 PNG/JPEG，不超过 2MB',
    );
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const RejectedSize: Story = {
  args: { maxBytes: 500 * 1024 },
  play: async ({ canvas, canvasElement, args }) => {
    const large = new File([new Uint8Array(600 * 1024)], 'poster.png', { type: 'image/png' });
    await userEvent.upload(canvasElement.querySelector('input[type=file]')!, large);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('图片大小不能超过 500KB');
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const UploadFailed: Story = {
  args: { upload: fn(() => Promise.reject(new Error('network'))), onUploadError: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(canvasElement.querySelector('input[type=file]')!, pngFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('上传失败，请重试');
    await expect(args.onUploadError).toHaveBeenCalledWith(new Error('network'));
    await expect(canvas.getByRole('button', { name: '上传图片' })).toBeEnabled();
  },
};

/** The server refused the file for a reason: that reason, once, under the picker. */
export const UploadRefusedWithReason: Story = {
  args: {
    upload: fn(() => Promise.reject(new UploadRefused('该文件不是 PNG、JPEG、GIF 或 WebP 图片'))),
    onUploadError: fn(),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(canvasElement.querySelector('input[type=file]')!, pngFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('该文件不是 PNG、JPEG、GIF 或 WebP 图片');
    await expect(canvas.queryByText('上传失败，请重试')).toBeNull();
  },
};

export const InvalidWithMessage: Story = {
  render: (args) => (
    <Form aria-label="商品" defaultValues={{ picture: null }} onSubmit={fn()} className="max-w-md">
      <Field name="picture" label="商品图片" rules={{ required: '请上传商品图片' }}>
        <ImageUpload upload={args.upload} />
      </Field>
      <div className="pl-[calc(var(--vc-form-label-width)+12px)]">
        <FormSubmit>保存</FormSubmit>
      </div>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    const pick = canvas.getByRole('button', { name: '上传图片' });
    await waitFor(() => expect(pick).toHaveFocus());
    await expect(pick).toHaveAttribute('aria-invalid', 'true');
    await expect(pick).toHaveAccessibleDescription('请上传商品图片 支持 PNG/JPEG，不超过 2MB');
    await expect(canvas.getByRole('group', { name: '商品图片' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '上传图片' })).toBeDisabled();
  },
};

export const SizeDefaultEnglish: Story = {
  globals: { locale: 'en', size: 'default' },
  args: { 'aria-label': 'Product image', defaultValue: productImage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove image' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Image preview' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  render: (args) => (
    <div className="flex gap-6">
      <ImageUpload {...args} aria-label="空" />
      <ImageUpload {...args} aria-label="已上传" defaultValue={productImage} />
    </div>
  ),
  play: async () => {
    await expect(within(document.body).getAllByRole('group')).toHaveLength(2);
  },
};
