// The fields live with the other primitives (ui/field.tsx); this module keeps
// the name the pages import them by.
export { ErrorList, Field, type FieldControlProps, FieldFrame, type ListOfErrors, SelectField, TextareaField } from './ui/field'
