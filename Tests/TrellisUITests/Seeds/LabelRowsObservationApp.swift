@testable import label_editor_observation

// Seed 000's label editor after its migration to Observation: the `label-editor-observation`
// app itself (Apps/LabelEditorObservation, the seed's program verbatim), reached through a
// namespace so that one test module can host it beside the ObservableObject version.
enum LabelRowsObservationSeed {
  typealias LabelItem = label_editor_observation.LabelItem
  typealias LabelStore = label_editor_observation.LabelStore
  typealias LabelRow = label_editor_observation.LabelRow
  typealias LabelListView = label_editor_observation.LabelListView
  typealias LabelRowsObservationApp = label_editor_observation.LabelRowsObservationApp
}
