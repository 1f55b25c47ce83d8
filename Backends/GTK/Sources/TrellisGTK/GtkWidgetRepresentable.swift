// Apps that write representables make and update their widgets with GTK's own functions:
// importing TrellisGTK gives them GTK too.
@_exported import CGtk
@_spi(TrellisHost) import TrellisUI

/// A view shown with a GTK widget that the app makes and updates itself: the GTK host's
/// counterpart of `NSViewRepresentable`.
///
/// The host calls `makeWidget(context:)` once, when the view appears, then
/// `updateWidget(_:context:)` each time the view is evaluated again: when its inputs change,
/// or when `@Observable` state read by `updateWidget` changes. In a cell host the view's
/// area stays blank.
///
/// ```swift
/// struct Notes: GtkWidgetRepresentable {
///   @Binding var text: String
///   func makeWidget(context: Context) -> GtkWidgetPointer { gtk_text_view_new() }
///   func updateWidget(_ widget: GtkWidgetPointer, context: Context) { ... }
/// }
/// ```
@MainActor @preconcurrency
public protocol GtkWidgetRepresentable: View {
  /// Carries the widget's signals back to the app; `Void` when there is none.
  associatedtype Coordinator = Void
  /// Makes the widget, once.
  func makeWidget(context: Context) -> GtkWidgetPointer
  /// Brings the widget up to date with this view's values.
  func updateWidget(_ widget: GtkWidgetPointer, context: Context)
  /// Makes the coordinator, once, before the widget.
  func makeCoordinator() -> Coordinator
  /// Undoes what `makeWidget` set up (signal handlers, timers), once, when the view leaves
  /// and the host removes its widget; the default does nothing.
  static func dismantleWidget(_ widget: GtkWidgetPointer, coordinator: Coordinator)
}

extension GtkWidgetRepresentable {
  /// Nothing to undo.
  public static func dismantleWidget(_ widget: GtkWidgetPointer, coordinator: Coordinator) {}
}

extension GtkWidgetRepresentable {
  /// What the host passes to `makeWidget` and `updateWidget`.
  public typealias Context = GtkWidgetRepresentableContext<Self>

  /// The view the host shows with the widget.
  public var body: GtkRepresentedWidget<Self> { GtkRepresentedWidget(representable: self) }
}

extension GtkWidgetRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

/// What a representable's methods are given.
@MainActor
public struct GtkWidgetRepresentableContext<Representable: GtkWidgetRepresentable> {
  /// The coordinator `makeCoordinator()` made.
  public let coordinator: Representable.Coordinator
}

/// The body of a ``GtkWidgetRepresentable``: a leaf the layout gives a flexible area, which
/// the GTK host fills with the representable's widget.
public struct GtkRepresentedWidget<Representable: GtkWidgetRepresentable>: View {
  let representable: Representable

  public var body: some View { HostedLeaf(view: _RepresentableLeaf(representable: representable)) }
}

/// A representable, type-erased for the host.
@MainActor
protocol AnyWidgetRepresentable {
  func makeWidget(coordinator: inout Any?) -> GtkWidgetPointer
  func updateWidget(_ widget: GtkWidgetPointer, coordinator: Any?)
  static func dismantleWidget(_ widget: GtkWidgetPointer, coordinator: Any?)
}

struct _RepresentableLeaf<Representable: GtkWidgetRepresentable>: HostedLeafView,
  AnyWidgetRepresentable
{
  let representable: Representable

  func makeWidget(coordinator: inout Any?) -> GtkWidgetPointer {
    let made = representable.makeCoordinator()
    coordinator = made
    return representable.makeWidget(context: GtkWidgetRepresentableContext(coordinator: made))
  }

  func updateWidget(_ widget: GtkWidgetPointer, coordinator: Any?) {
    guard let coordinator = coordinator as? Representable.Coordinator else { return }
    representable.updateWidget(
      widget, context: GtkWidgetRepresentableContext(coordinator: coordinator))
  }

  static func dismantleWidget(_ widget: GtkWidgetPointer, coordinator: Any?) {
    guard let coordinator = coordinator as? Representable.Coordinator else { return }
    Representable.dismantleWidget(widget, coordinator: coordinator)
  }
}
