import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// A drag source's `prepare` handler: the source, where the drag starts (the widget's
/// pixels), context; returns the content to drag, or `NULL` for no drag.
typealias DragPrepareHandler =
  @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?)
  -> ContentProviderPointer?

/// A `GdkContentProvider`, as GTK's constructors return it.
typealias ContentProviderPointer = UnsafeMutablePointer<GdkContentProvider>
/// A drag source's `drag-end` handler: the source, the drag, whether to delete the data,
/// context.
typealias DragEndHandler =
  @convention(c) (
    UnsafeMutableRawPointer?, OpaquePointer?, gboolean, UnsafeMutableRawPointer?
  ) -> Void

extension WidgetWindow {
  /// A press on a view with `onDrag` or `draggable` that moves past GTK's drag threshold
  /// starts a GTK drag: the core's drag of the view's items (DragAndDrop/HostCore+DragAndDrop
  /// in TrellisUI), which this window's drop target follows, and for other programs the
  /// items' text and file URLs. Elsewhere the source declines and the views' gestures keep
  /// the press.
  func installDragSource() -> OpaquePointer {
    let source = gtk_drag_source_new()!
    gtk_drag_source_set_actions(source, GDK_ACTION_COPY)
    connect(UnsafeMutableRawPointer(source), "prepare", Self.onPrepare, context)
    connect(UnsafeMutableRawPointer(source), "drag-end", Self.onDragEnd, context)
    gtk_widget_add_controller(fixedWidget, source)
    return source
  }

  private static let onPrepare: DragPrepareHandler = { _, x, y, context in
    let window: WidgetWindow = object(from: context)
    return MainActor.assumeIsolated {
      guard let host = window.host else { return PreparedContent(pointer: nil) }
      return PreparedContent(pointer: window.beginDrag(at: window.windowPoint(x, y), host))
    }.pointer
  }

  private static let onDragEnd: DragEndHandler = { _, _, _, context in
    let window: WidgetWindow = object(from: context)
    MainActor.assumeIsolated {
      window.isOwnDrag = false
      guard let host = window.host, host.core.isDragging else { return }
      // Dropped outside every target here (another program, or nowhere).
      host.core.cancelDrag()
      host.runPendingUpdate()
    }
  }

  /// Starts a drag of the drag source at `point` (window points): the views' gestures give
  /// up the press, and GTK gets the content to offer. - Returns: The content, or `nil`
  /// when no drag source is there.
  func beginDrag(at point: CGPoint, _ host: GtkHost) -> ContentProviderPointer? {
    guard host.core.isDragSource(at: point) else { return nil }
    host.core.cancelPointer()
    dragStart = nil
    pressPending = false
    guard let providers = host.core.beginDrag(at: point) else { return nil }
    isOwnDrag = true
    host.runPendingUpdate()
    return DraggedContent.provider(for: providers)
  }
}

/// What a drag offers other programs, as a `GdkContentProvider`.
enum DraggedContent {
  /// The MIME type that marks a drag as this program's own.
  static let ownType = "application/x-trellis-drag"
  /// How long the drag's start waits for an item's text, in seconds: a string or a URL
  /// loads at once, but a loaded machine may take its time to run the background load (half
  /// a second was missed under a parallel build).
  static let textWait = 2.0

  /// A provider of the marker, of the items' text (UTF-8) and of their file URLs
  /// (`text/uri-list`).
  static func provider(for providers: [NSItemProvider]) -> ContentProviderPointer {
    var parts: [ContentProviderPointer?] = [bytes(Data("1".utf8), type: ownType)]
    let fileURLs = providers.compactMap { data(of: $0, as: .fileURL) }
      .compactMap { URL(string: String(decoding: $0, as: UTF8.self)) }
    if !fileURLs.isEmpty {
      let list = fileURLs.map(\.absoluteString).joined(separator: "\r\n") + "\r\n"
      parts.append(bytes(Data(list.utf8), type: "text/uri-list"))
    }
    let texts = providers.compactMap { data(of: $0, as: .plainText) }
    if !texts.isEmpty {
      let text = texts.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
      var value = GValue()
      g_value_init(&value, DroppedValue.stringType)
      g_value_set_string(&value, text)
      parts.append(gdk_content_provider_new_for_value(&value))
      g_value_unset(&value)
    }
    return parts.withUnsafeMutableBufferPointer {
      gdk_content_provider_new_union($0.baseAddress, gsize($0.count))!
    }
  }

  private static func bytes(_ data: Data, type: String) -> ContentProviderPointer? {
    let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
    defer { g_bytes_unref(bytes) }
    return gdk_content_provider_new_for_bytes(type, bytes)
  }

  /// The provider's data of `type`, when it offers it and it loads in time: GTK asks for
  /// the content as the drag starts, on the main thread, and the items load off it.
  private static func data(of provider: NSItemProvider, as type: UTType) -> Data? {
    guard provider.hasItemConformingToTypeIdentifier(type.identifier) else { return nil }
    let loaded = _LoadedData()
    let done = DispatchSemaphore(value: 0)
    provider.loadDataRepresentation(for: type) { data, _ in
      loaded.set(data)
      done.signal()
    }
    guard done.wait(timeout: .now() + textWait) == .success else { return nil }
    return loaded.get()
  }
}

/// The content `prepare` hands GTK, out of the main actor's closure: GTK takes it at once,
/// on the main thread.
private struct PreparedContent: @unchecked Sendable {
  let pointer: ContentProviderPointer?
}

/// Data a background load hands to the thread waiting for it.
private final class _LoadedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data?
  func set(_ value: Data?) { lock.withLock { data = value } }
  func get() -> Data? { lock.withLock { data } }
}
