import CGtk
import CTrellisGTKShim

/// A GTK widget pointer, as GTK's constructors return it.
public typealias GtkWidgetPointer = UnsafeMutablePointer<GtkWidget>

/// Views a widget as one of its subclasses (what GTK's `GTK_BUTTON()` macros do, unchecked).
func gtkCast<T>(_ widget: GtkWidgetPointer) -> UnsafeMutablePointer<T> {
  UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
}

/// A widget as an opaque pointer, for GTK's final classes (`GtkLabel`, `GtkSwitch`...).
func gtkOpaque(_ widget: GtkWidgetPointer) -> OpaquePointer { OpaquePointer(widget) }

/// Signal handlers of the shapes the host uses; each gets the context pointer last.
typealias SignalHandler =
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) ->
  Void
typealias NotifyHandler =
  @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
  ) -> Void
typealias BoolSignalHandler =
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?)
  -> gboolean
/// `activate-link`: the label, the link's URI, the context; true when handled.
typealias LinkSignalHandler =
  @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?)
  -> gboolean
typealias PointSignalHandler =
  @convention(c) (
    UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?
  ) -> Void
typealias ScrollSignalHandler =
  @convention(c) (
    UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?
  ) -> gboolean

/// Connects `handler` to `signal` on `instance`, with `context` as its last argument.
@discardableResult
func connect<Handler>(
  _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: Handler,
  _ context: UnsafeMutableRawPointer
) -> UInt {
  UInt(trellis_connect(instance, signal, unsafeBitCast(handler, to: GCallback.self), context))
}

/// Runs `body` with the handlers that `context` connected on `instances` blocked, so that
/// setting a widget's value does not report it back as a person's change.
func withHandlersBlocked(
  on instances: [UnsafeMutableRawPointer], context: UnsafeMutableRawPointer, _ body: () -> Void
) {
  // Held through `body`: it may remove a widget from its parent (a picker replacing its
  // buttons), which would otherwise free it before its handlers are unblocked.
  for instance in instances {
    g_object_ref(instance)
    trellis_block_handlers(instance, context, 1)
  }
  body()
  for instance in instances {
    trellis_block_handlers(instance, context, 0)
    g_object_unref(instance)
  }
}

/// The object whose unretained pointer a handler got as its context.
func object<T: AnyObject>(from context: UnsafeMutableRawPointer?) -> T {
  Unmanaged<T>.fromOpaque(context!).takeUnretainedValue()
}
