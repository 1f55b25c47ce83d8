// The platform's progress view styles, drawn by the hosts: in the terminal a bar of block
// characters or a spinner glyph; in GTK a GtkProgressBar, a GtkSpinner, or a ring.

/// Which built-in look a progress view has, and the tint a style gave it.
enum _ProgressViewStyleKind: Equatable {
  /// A bar while determinate, a spinner while not (Apple's choice on iOS and macOS).
  case automatic
  case linear(tint: Color?)
  case circular(tint: Color?)

  /// Whether a progress view with `fraction` (`nil`: indeterminate) is drawn as a bar.
  func isLinear(fraction: Double?) -> Bool {
    switch self {
    case .automatic: return fraction != nil
    case .linear: return true
    case .circular: return false
    }
  }

  /// The tint the style itself gives.
  var tint: Color? {
    switch self {
    case .automatic: return nil
    case .linear(let tint), .circular(let tint): return tint
    }
  }
}

/// A built-in style: the look a host gives its own progress views.
@MainActor protocol _BuiltInProgressViewStyle {
  var _kind: _ProgressViewStyleKind { get }
}

extension _BuiltInProgressViewStyle {
  /// A progress view in this look, for a style that wraps it.
  @MainActor func _body(_ configuration: ProgressViewStyleConfiguration) -> some View {
    var view = ProgressView(configuration)
    view.appearance = _kind
    return view
  }
}

/// The platform's default progress view style: a bar while the progress view knows how far
/// it is, a spinner while it does not.
public struct DefaultProgressViewStyle: ProgressViewStyle, _BuiltInProgressViewStyle {
  /// The default progress view style.
  public init() {}
  var _kind: _ProgressViewStyleKind { .automatic }
  /// A default progress view.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

/// A bar that fills from the leading edge as the task advances; while it is indeterminate,
/// a block that moves along it.
public struct LinearProgressViewStyle: ProgressViewStyle, _BuiltInProgressViewStyle {
  let tint: Color?

  /// The linear progress view style.
  public init() { tint = nil }

  /// The linear progress view style, its bar filled with `tint`.
  ///
  /// Apple deprecates it in favour of ``View/tint(_:)-(Color?)``, which does the same here.
  ///
  /// - Parameter tint: The colour of the bar's filled part.
  public init(tint: Color) { self.tint = tint }

  var _kind: _ProgressViewStyleKind { .linear(tint: tint) }
  /// A bar.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

/// A spinner while the task is indeterminate; a ring (a pie in the terminal) that fills as a
/// determinate task advances, as macOS draws it.
public struct CircularProgressViewStyle: ProgressViewStyle, _BuiltInProgressViewStyle {
  let tint: Color?

  /// The circular progress view style.
  public init() { tint = nil }

  /// The circular progress view style, drawn in `tint`.
  ///
  /// Apple deprecates it in favour of ``View/tint(_:)-(Color?)``, which does the same here.
  ///
  /// - Parameter tint: The colour of the spinner or ring.
  public init(tint: Color) { self.tint = tint }

  var _kind: _ProgressViewStyleKind { .circular(tint: tint) }
  /// A spinner or ring.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The platform's default progress view style.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar that fills as the task advances.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner, or a ring that fills.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
