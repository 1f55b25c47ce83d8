import Dispatch
import Foundation
import TrellisTesting
import TrellisUI

/// A `List` of N rows hosted headlessly at 80 x 24: the time to open it, the time to edit one
/// item (update pass and layout included), and the `body` evaluations per edit.
@MainActor
enum ListBenchmarks {
  final class CombineItem: ObservableObject, Identifiable {
    let id: Int
    @Published var title: String
    init(id: Int) {
      self.id = id
      title = "Row \(id)"
    }
  }

  final class CombineStore: ObservableObject {
    @Published var items: [CombineItem]
    init(count: Int) { items = (0..<count).map(CombineItem.init) }
  }

  struct CombineRow: View {
    @ObservedObject var item: CombineItem
    var body: some View { Text(item.title) }
  }

  struct CombineList: View {
    @ObservedObject var store: CombineStore
    var body: some View {
      List(store.items) { item in CombineRow(item: item) }
    }
  }

  @Observable final class ObservationItem: Identifiable {
    let id: Int
    var title: String
    init(id: Int) {
      self.id = id
      title = "Row \(id)"
    }
  }

  @Observable final class ObservationStore {
    var items: [ObservationItem]
    init(count: Int) { items = (0..<count).map(ObservationItem.init) }
  }

  struct ObservationRow: View {
    var item: ObservationItem
    var body: some View { Text(item.title) }
  }

  struct ObservationList: View {
    var store: ObservationStore
    var body: some View {
      List(store.items) { item in ObservationRow(item: item) }
    }
  }

  struct Row {
    var model: String
    var count: Int
    var open: Double
    var edit: Double
    var evaluationsPerEdit: Double
  }

  static func run(counts: [Int], edits: Int) -> [Row] {
    var rows: [Row] = []
    for count in counts {
      let store = CombineStore(count: count)
      let (openTime, host) = timeOpen { ViewHost(CombineList(store: store), width: 80, height: 24) }
      let (edit, evaluations) = timeEdits(edits, host: host, rowType: CombineRow.self) { index in
        store.items[0].title = "Edit \(index)"
      }
      rows.append(
        Row(
          model: "ObservableObject", count: count, open: openTime, edit: edit,
          evaluationsPerEdit: evaluations))
      host.close()
    }
    for count in counts {
      let store = ObservationStore(count: count)
      let (openTime, host) = timeOpen {
        ViewHost(ObservationList(store: store), width: 80, height: 24)
      }
      let (edit, evaluations) = timeEdits(edits, host: host, rowType: ObservationRow.self) {
        index in
        store.items[0].title = "Edit \(index)"
      }
      rows.append(
        Row(
          model: "@Observable", count: count, open: openTime, edit: edit,
          evaluationsPerEdit: evaluations))
      host.close()
    }
    return rows
  }

  /// The fastest of five openings, in nanoseconds, and the last host opened.
  private static func timeOpen(_ open: () -> ViewHost) -> (Double, ViewHost) {
    var best = Double.infinity
    var host: ViewHost?
    for _ in 0..<5 {
      host?.close()
      let start = DispatchTime.now().uptimeNanoseconds
      host = open()
      best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start))
    }
    return (best, host!)
  }

  /// Nanoseconds per edit (change, update pass, layout) and body evaluations per edit.
  private static func timeEdits<V: View>(
    _ edits: Int, host: ViewHost, rowType: V.Type, _ edit: (Int) -> Void
  ) -> (Double, Double) {
    let evaluationsBefore = host.bodyEvaluations(of: rowType)
    let start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<edits {
      edit(index)
      host.update()
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
    let evaluations = host.bodyEvaluations(of: rowType) - evaluationsBefore
    return (elapsed / Double(edits), Double(evaluations) / Double(edits))
  }
}
