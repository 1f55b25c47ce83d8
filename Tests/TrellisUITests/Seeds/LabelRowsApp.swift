@testable import label_editor

// Seed 000's label editor: the `label-editor` app itself (Apps/LabelEditor, the seed's program
// verbatim), reached through a namespace so that one test module can host it beside its
// Observation twin, whose types have the same names.
enum LabelRowsSeed {
  typealias LabelItem = label_editor.LabelItem
  typealias LabelStore = label_editor.LabelStore
  typealias LabelRow = label_editor.LabelRow
  typealias LabelListView = label_editor.LabelListView
  typealias LabelRowsApp = label_editor.LabelRowsApp
}
