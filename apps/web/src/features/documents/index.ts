// What other areas use: the uploader, the list and viewer, and the calls behind them.
export type { DocumentFilters } from './api/document-keys';
export { useDocuments } from './api/list-documents';
export { mergeDocuments } from './api/merge-documents';
export { type DocumentContext, documentContext } from './components/document-context';
export { DocumentList } from './components/document-list';
export { documentTypeLabel } from './components/document-types';
export { DocumentUploadWidget } from './components/document-upload-widget';
export { DocumentViewer } from './components/document-viewer';
