import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// A drop target's `drop` handler: the dropped value, where it landed, context.
typealias DropSignalHandler =
  @convention(c) (
    UnsafeMutableRawPointer?, UnsafePointer<GValue>?, Double, Double, UnsafeMutableRawPointer?
  ) -> gboolean

/// A drop target's `enter` and `motion` handlers: where the drag is, context; return the
/// action a drop there would take (none refuses it).
typealias DropMotionHandler =
  @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?)
  -> GdkDragAction

extension WidgetWindow {
  /// Drags over the window's content go to the views' drop targets (`onDrop`,
  /// `dropDestination`) through the core, which tells the targets they enter and leave
  /// (DragAndDrop/HostCore+DragAndDrop in TrellisUI): drags of this window's own drag source
  /// carry the core's providers; those from other programs carry text (a URL too when it
  /// is one) or files (file URLs), read when dropped.
  ///
  /// A drop on no view's target goes to the row of a `ForEach` with `onInsert` it lands
  /// on: before it when it lands on its upper half, after it on its lower half, as on Apple's
  /// platforms; a row accepting none of the types refuses the drop.
  func installDrops() -> OpaquePointer {
    let target = gtk_drop_target_new(GType(0), GDK_ACTION_COPY)!
    // Files first: a file manager offers a file list and its URIs as text, and the first
    // type here that the drag offers is the one taken.
    var types = [gdk_file_list_get_type(), DroppedValue.stringType]
    gtk_drop_target_set_gtypes(target, &types, gsize(types.count))
    connect(UnsafeMutableRawPointer(target), "enter", Self.onDragMotion, context)
    connect(UnsafeMutableRawPointer(target), "motion", Self.onDragMotion, context)
    connect(UnsafeMutableRawPointer(target), "leave", Self.onDragLeave, context)
    connect(UnsafeMutableRawPointer(target), "drop", Self.onDrop, context)
    gtk_widget_add_controller(fixedWidget, target)
    return target
  }

  private static let onDragMotion: DropMotionHandler = { target, x, y, context in
    let window: WidgetWindow = object(from: context)
    // What a drag from another program offers, known before its data is.
    let offered = target.flatMap { DroppedValue.offeredProviders(OpaquePointer($0)) }
    return MainActor.assumeIsolated {
      guard let host = window.host else { return GdkDragAction(0) }
      let core = host.core
      if !core.isDragging, let offered { core.beginDrag(providers: offered) }
      let operation = core.dragMoved(to: window.windowPoint(x, y))
      if core.hasPendingUpdates { host.runPendingUpdate() }
      // GTK copies: a move proposed by a delegate is carried out by the app itself.
      switch operation {
      case .forbidden?, .cancel?: return GdkDragAction(0)
      default: return GDK_ACTION_COPY
      }
    }
  }

  private static let onDragLeave: SignalHandler = { _, context in
    let window: WidgetWindow = object(from: context)
    MainActor.assumeIsolated {
      guard let host = window.host, host.core.isDragging else { return }
      host.core.dragMoved(to: nil)
      // A drag from another program that left is over for this window.
      if !window.isOwnDrag { host.core.cancelDrag() }
      if host.core.hasPendingUpdates { host.runPendingUpdate() }
    }
  }

  private static let onDrop: DropSignalHandler = { _, value, x, y, context in
    let window: WidgetWindow = object(from: context)
    // Read while GTK holds the value: it is the signal's for the length of the call.
    let providers = value.map(DroppedValue.providers(from:)) ?? []
    return MainActor.assumeIsolated {
      guard let host = window.host else { return 0 }
      let taken = window.drop(providers, atX: x, y: y, host)
      host.runPendingUpdate()
      return taken ? 1 : 0
    }
  }

  /// Drops `providers` (what GTK transferred) at `(x, y)` of the content (its pixels): on
  /// the views' drop target there, else on the `onInsert` row there. - Returns: Whether
  /// one took them.
  func drop(_ providers: [NSItemProvider], atX x: Double, y: Double, _ host: GtkHost) -> Bool {
    let core = host.core
    let point = windowPoint(x, y)
    let own = isOwnDrag && core.isDragging
    isOwnDrag = false
    if !core.isDragging, !providers.isEmpty { core.beginDrag(providers: providers) }
    let hadTarget = core.dragMoved(to: point) != nil
    let taken = core.drop(at: point, providers: own || providers.isEmpty ? nil : providers)
    if taken || hadTarget { return taken }
    return !providers.isEmpty && insert(providers, atX: x, y: y)
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
  /// Providers that offer the types a drag from another program carries (files as file
  /// URLs, text as plain text) without their data, which is read only when dropped; `nil`
  /// when GTK knows of no drag (a drop emitted alone) or it offers neither.
  static func offeredProviders(_ target: OpaquePointer) -> [NSItemProvider]? {
    guard let drop = gtk_drop_target_get_current_drop(target),
      let formats = gdk_drop_get_formats(drop)
    else { return nil }
    let types: [UTType] =
      gdk_content_formats_contain_gtype(formats, gdk_file_list_get_type()) != 0
      ? [.fileURL, .url]
      : gdk_content_formats_contain_gtype(formats, stringType) != 0 ? [.utf8PlainText] : []
    guard !types.isEmpty else { return nil }
    let provider = NSItemProvider()
    for type in types {
      provider.registerDataRepresentation(for: type) { completion in
        completion(nil, CocoaError(.fileReadUnknown))
        return nil
      }
    }
    return [provider]
  }

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
