// What other areas use: the assignment screen shared with track and trace.
export { AssignmentsScreen } from './components/assignments-screen';
