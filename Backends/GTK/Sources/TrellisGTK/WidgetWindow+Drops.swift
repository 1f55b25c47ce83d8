import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// A drop target's `drop` handler: the dropped value, where it landed, context.
typealias DropSignalHandler =
  @convention(c) (
    UnsafeMutableRawPointer?, UnsafePointer<GValue>?, Double, Double, UnsafeMutableRawPointer?
  ) -> gboolean

extension WidgetWindow {
  /// Text and files dragged onto the window's content from another program (or another
  /// widget) go to the row of a `ForEach` with `onInsert` they are dropped on: before it when
  /// they land on its upper half, after it on its lower half, as on Apple's platforms. Text is
  /// one provider of plain text (and of a URL when it is one), files a provider each, as file
  /// URLs and as their contents; a row accepting none of their types refuses the drop.
  func installDrops() -> OpaquePointer {
    let target = gtk_drop_target_new(GType(0), GDK_ACTION_COPY)!
    // Files first: a file manager offers a file list and its URIs as text, and the first
    // type here that the drag offers is the one taken.
    var types = [gdk_file_list_get_type(), DroppedValue.stringType]
    gtk_drop_target_set_gtypes(target, &types, gsize(types.count))
    connect(UnsafeMutableRawPointer(target), "drop", Self.onDrop, context)
    gtk_widget_add_controller(fixedWidget, target)
    return target
  }

  private static let onDrop: DropSignalHandler = { _, value, x, y, context in
    let window: WidgetWindow = object(from: context)
    // Read while GTK holds the value: it is the signal's for the length of the call.
    let providers = value.map(DroppedValue.providers(from:)) ?? []
    return MainActor.assumeIsolated {
      guard let host = window.host, !providers.isEmpty, window.insert(providers, atX: x, y: y)
      else { return 0 }
      host.runPendingUpdate()
      return 1
    }
  }

  /// Inserts `providers` at the row under `(x, y)` of the window's content (in its pixels);
  /// returns whether a row took them.
  func insert(_ providers: [NSItemProvider], atX x: Double, y: Double) -> Bool {
    guard let target = insertionTarget(atX: x, y: y) else { return false }
    return (try? target.row.insertIntoRow(providers, after: target.after)) != nil
  }

  /// The row of a `ForEach` with `onInsert` under `(x, y)` (an element in it) and whether a
  /// drop there goes after it. A row's extent is what its widgets cover together; a point in
  /// the padding between rows goes to the nearest row above or below it, within a row's
  /// padding.
  func insertionTarget(atX x: Double, y: Double) -> (row: HostElement, after: Bool)? {
    let point = CGPoint(x: x + origin.x, y: y + origin.y)
    var rows: [ObjectIdentifier: (element: HostElement, extent: CGRect)] = [:]
    var order: [ObjectIdentifier] = []
    for hosted in ordered where hosted.element.isAlive {
      guard let row = hosted.element.insertionRow else { continue }
      let frame = hosted.element.frame
      if let known = rows[row] {
        rows[row] = (known.element, known.extent.union(frame))
      } else {
        rows[row] = (hosted.element, frame)
        order.append(row)
      }
    }
    let candidates = order.compactMap { rows[$0] }.filter {
      point.x >= $0.extent.minX && point.x < $0.extent.maxX
    }
    func distance(_ extent: CGRect) -> CGFloat {
      point.y < extent.minY ? extent.minY - point.y : max(0, point.y - extent.maxY)
    }
    guard let nearest = candidates.min(by: { distance($0.extent) < distance($1.extent) }),
      distance(nearest.extent) <= Self.rowSlack
    else { return nil }
    return (nearest.element, point.y >= nearest.extent.midY)
  }

  /// How far from a row's widgets a drop still goes to it, in points: about a list row's
  /// padding.
  static let rowSlack: CGFloat = 12
}

/// What a drop's value holds, as item providers.
enum DroppedValue {
  /// `G_TYPE_STRING`, which is a C macro Swift does not import.
  static let stringType = GType(16) << GType(G_TYPE_FUNDAMENTAL_SHIFT)

  /// The providers of a dropped string (text, maybe a URL) or file list (a provider per
  /// local file); none for another value.
  static func providers(from value: UnsafePointer<GValue>) -> [NSItemProvider] {
    if g_type_check_value_holds(value, stringType) != 0 {
      guard let text = g_value_get_string(value) else { return [] }
      return _InsertedItems.providers(forText: String(cString: text))
    }
    guard g_type_check_value_holds(value, gdk_file_list_get_type()) != 0,
      let list = g_value_get_boxed(value)
    else { return [] }
    let files = gdk_file_list_get_files(OpaquePointer(list))
    defer { g_slist_free(files) }
    var urls: [URL] = []
    var node = files
    while let current = node {
      // Files without a local path (a remote location) have nothing to read here.
      if let file = current.pointee.data, let path = g_file_get_path(OpaquePointer(file)) {
        urls.append(URL(fileURLWithPath: String(cString: path)))
        g_free(path)
      }
      node = current.pointee.next
    }
    return _InsertedItems.providers(forFiles: urls)
  }
}
