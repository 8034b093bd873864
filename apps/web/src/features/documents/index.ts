// What other areas use: the uploader, the list and viewer, and the calls behind them.
export { type DocumentFilters, documentKeys } from './api/document-keys';
export { useDocumentSelection, useDocuments } from './api/list-documents';
export { mergeDocuments } from './api/merge-documents';
export { type DocumentContext, documentContext } from './components/document-context';
export { DocumentList } from './components/document-list';
export { DocumentPicker, type PickedDocument } from './components/document-picker';
export { documentTypeLabel } from './components/document-types';
export { DocumentUploadWidget } from './components/document-upload-widget';
export { DocumentViewer } from './components/document-viewer';
export { saveFile } from './components/save-file';
