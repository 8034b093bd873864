import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { capabilitiesOf } from '@tms/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { ApiError } from '../../../app/api/api-error';
import type { DocumentUpload } from '../api/upload-document';
import { documentContext } from './document-context';
import { DocumentUploadWidget } from './document-upload-widget';

const send = vi.fn<(upload: DocumentUpload) => Promise<unknown>>();
vi.mock('../api/upload-document', () => ({ useUploadDocument: () => send }));

const LOAD_DOCUMENTS = documentContext({ category: 'load', load_id: 7 }, { types: ['pod'] });
const TYPES = 'File type must be .jpg, .jpeg, .png, .gif, .webp, .pdf, .doc, .docx, .xls, .xlsx';

/** A file of a given size without holding its bytes. */
const fileOf = (name: string, size = 2048) => {
  const file = new File(['%PDF-'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const choose = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Choose files to upload'), { target: { files } });
const rowOf = (name: string) =>
  within(screen.getByRole('list', { name: 'Files to upload' }))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(name)) as HTMLElement;
const uploadButton = () => screen.getByRole('button', { name: /^Upload/ }) as HTMLButtonElement;

describe('DocumentUploadWidget', () => {
  beforeEach(() => {
    send.mockReset();
  });

  it('shows why a file is refused on the file itself, and offers no upload when nothing acceptable is left', () => {
    renderWithApp(<DocumentUploadWidget context={LOAD_DOCUMENTS} />);
    choose(fileOf('setup.exe'), fileOf('big.pdf', 10_485_779));
    expect(within(rowOf('setup.exe')).getByRole('alert').textContent).toBe(TYPES);
    expect(within(rowOf('big.pdf')).getByRole('alert').textContent).toBe('File is larger than 10485760 bytes (10 MB)');
    // One byte past the limit never reads as the limit itself.
    expect(rowOf('big.pdf').textContent).toContain('10.1 MB');
    expect(screen.getByText(/up to 10 MB each/)).toBeTruthy();
    expect(uploadButton().disabled).toBe(true);
  });

  it('sends only the acceptable files of a choice', async () => {
    send.mockResolvedValue({});
    renderWithApp(<DocumentUploadWidget context={LOAD_DOCUMENTS} />);
    choose(fileOf('pod.pdf'), fileOf('setup.exe'));
    expect(uploadButton().textContent).toBe('Upload');
    expect(uploadButton().disabled).toBe(false);
    fireEvent.click(uploadButton());
    await waitFor(() => expect(screen.getByText('Document uploaded successfully')).toBeTruthy());
    expect(send.mock.calls.map(([upload]) => upload.file.name)).toEqual(['pod.pdf']);
  });

  it('does not offer a file the server refused again, but does one whose upload failed on the way', async () => {
    const detail = 'fake.pdf is not a valid PDF: its content does not match its .pdf type';
    send.mockImplementation(async ({ file }) => {
      if (file.name === 'fake.pdf') throw new ApiError(422, detail, detail, undefined);
      throw new ApiError(0, 'Network error', undefined, undefined);
    });
    renderWithApp(<DocumentUploadWidget context={LOAD_DOCUMENTS} />);
    choose(fileOf('fake.pdf'));
    fireEvent.click(uploadButton());
    await waitFor(() => expect(within(rowOf('fake.pdf')).getByRole('alert').textContent).toBe(detail));
    expect(uploadButton().disabled).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);

    choose(fileOf('pod.pdf'));
    fireEvent.click(uploadButton());
    await waitFor(() => expect(within(rowOf('pod.pdf')).getByRole('alert').textContent).toBe('Upload failed'));
    expect(uploadButton().disabled).toBe(false);
    expect(screen.getByText(/Some files did not upload/)).toBeTruthy();
  });

  describe("a driver's documents", () => {
    const driverContext = (role: string) =>
      documentContext(
        { category: 'driver', driver_id: 3 },
        {
          types: ['cdl', 'tax_form', 'truck_assignment', 'operational_document'],
          capabilities: capabilitiesOf([role]),
        },
      );

    it('offers those who manage drivers every type', () => {
      renderWithApp(<DocumentUploadWidget context={driverContext('ACCOUNTANT')} />);
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Document type' }));
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'CDL',
        'Tax form',
        'Truck assignment',
        'Operational document',
      ]);
    });

    it('offers a dispatcher only the operational document, and sends it as that', async () => {
      send.mockResolvedValue({});
      const context = driverContext('DISPATCHER');
      expect(context.types).toEqual(['operational_document']);
      expect(context.mayChange('tax_form')).toBe(false);
      renderWithApp(<DocumentUploadWidget context={context} />);
      expect(screen.queryByRole('combobox', { name: 'Document type' })).toBeNull();
      choose(fileOf('trip.pdf'));
      expect(screen.queryByRole('combobox', { name: 'Type of trip.pdf' })).toBeNull();
      fireEvent.click(uploadButton());
      await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      expect(send.mock.calls[0]?.[0].documentType).toBe('operational_document');
    });

    /** Picks a type from a select by its accessible name. */
    const pick = (name: string, type: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name }));
      fireEvent.click(screen.getByRole('option', { name: type }));
    };

    it("lets each waiting file take a type of its own, the open tab's type first, and sends nothing before Upload", async () => {
      send.mockResolvedValue({});
      renderWithApp(<DocumentUploadWidget context={driverContext('ACCOUNTANT')} />);
      choose(fileOf('licence.pdf'), fileOf('w9.pdf'), fileOf('route.pdf'));
      const typeOf = (name: string) => screen.getByRole('combobox', { name: `Type of ${name}` }).textContent;
      expect(['licence.pdf', 'w9.pdf', 'route.pdf'].map(typeOf)).toEqual(['CDL', 'CDL', 'CDL']);

      pick('Type of w9.pdf', 'Tax form');
      // The widget's type still leads the files not given one of their own.
      pick('Document type', 'Operational document');
      expect(['licence.pdf', 'w9.pdf', 'route.pdf'].map(typeOf)).toEqual([
        'Operational document',
        'Tax form',
        'Operational document',
      ]);
      pick('Type of licence.pdf', 'CDL');
      expect(send).not.toHaveBeenCalled();

      fireEvent.click(uploadButton());
      await waitFor(() => expect(screen.getByText('3 documents uploaded successfully')).toBeTruthy());
      const sent = Object.fromEntries(send.mock.calls.map(([u]) => [u.file.name, u.documentType]));
      expect(sent).toEqual({ 'licence.pdf': 'cdl', 'w9.pdf': 'tax_form', 'route.pdf': 'operational_document' });
    });

    it('keeps the type of a file whose upload failed, for the next try, and offers no type on a refused one', async () => {
      send.mockRejectedValueOnce(new ApiError(0, 'Network error', undefined, undefined));
      renderWithApp(<DocumentUploadWidget context={driverContext('ACCOUNTANT')} />);
      choose(fileOf('w9.pdf'), fileOf('setup.exe'));
      expect(screen.queryByRole('combobox', { name: 'Type of setup.exe' })).toBeNull();
      pick('Type of w9.pdf', 'Tax form');
      fireEvent.click(uploadButton());
      await waitFor(() => expect(within(rowOf('w9.pdf')).getByRole('alert').textContent).toBe('Upload failed'));
      expect(screen.getByRole('combobox', { name: 'Type of w9.pdf' }).textContent).toBe('Tax form');
      send.mockResolvedValue({});
      fireEvent.click(uploadButton());
      await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
      expect(send.mock.calls.map(([u]) => u.documentType)).toEqual(['tax_form', 'tax_form']);
    });

    it('offers a tracking user nothing of the driver file', () => {
      const context = documentContext(
        { category: 'driver', driver_id: 3 },
        {
          types: ['cdl', 'medical_card', 'drug_test'],
          defaultType: 'cdl',
          capabilities: capabilitiesOf(['TRACK_AND_TRACE']),
        },
      );
      expect(context.types).toEqual([]);
    });
  });
});
