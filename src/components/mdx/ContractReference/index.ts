export {default as FunctionTable} from './FunctionTable';
export {default as EventTable} from './EventTable';
export {default as ErrorTable} from './ErrorTable';
