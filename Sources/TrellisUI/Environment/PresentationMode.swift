/// Whether a view is presented, and a way to dismiss it: the environment's
/// `presentationMode`, which SwiftUI had before `dismiss` and `isPresented`.
///
/// ```swift
/// @Environment(\.presentationMode) private var presentationMode
/// ...
/// Button("Close") { presentationMode.wrappedValue.dismiss() }
/// ```
public struct PresentationMode {
  /// Whether the view is presented (in a sheet, an alert, or pushed on a navigation stack).
  public let isPresented: Bool
  let dismissAction: DismissAction

  /// Dismisses the view, as the environment's `dismiss` action does; nothing when it is not
  /// presented.
  @MainActor public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
  /// Whether this view is presented, and a way to dismiss it; prefer `dismiss` and
  /// `isPresented`.
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }
}

private struct IsSearchingKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the person is searching in the searchable view around this one: its search
  /// field (or one of its suggestions or scopes) has focus, or the field holds text.
  /// `false` outside of one.
  public internal(set) var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }
}
