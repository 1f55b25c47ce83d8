import Foundation

/// A group of windows showing the same kind of content: the first group of an app opens its
/// window at launch, and `openWindow(id:)` opens another window of the group each time.
/// Each window has its own state; the app's own state is shared by all of them.
///
/// ```swift
/// WindowGroup("Notes", id: "notes") { NoteEditor() }
/// ```
@MainActor @preconcurrency
public struct WindowGroup<Content: View> {
  let id: String?
  let title: String?
  let makeContent: @MainActor (_ presented: Binding<AnyHashable?>) -> any View
  let presentedType: Any.Type?
  let defaultValue: (@MainActor () -> AnyHashable)?

  /// `content` is called for each window, as it opens and as the app's body is built again,
  /// so that each window's views have state of their own (Trellis keeps a view's `@State`
  /// storage in its value, which two windows must not share).
  init(id: String?, title: String?, content: @escaping () -> Content) {
    self.id = id
    self.title = title
    makeContent = { _ in content() }
    presentedType = nil
    defaultValue = nil
  }

  /// A group whose windows show the view that `content` builds.
  /// - Parameter content: The windows' content.
  public init(@ViewBuilder content: @escaping () -> Content) {
    self.init(id: nil, title: nil, content: content)
  }

  /// A group that `openWindow(id:)` opens windows of by `id`.
  /// - Parameters:
  ///   - id: The group's identifier, unique in the app.
  ///   - content: The windows' content.
  public init(id: String, @ViewBuilder content: @escaping () -> Content) {
    self.init(id: id, title: nil, content: content)
  }

  /// A titled group; hosts with title bars show the title.
  /// - Parameters:
  ///   - title: The windows' title.
  ///   - content: The windows' content.
  public init(_ title: Text, @ViewBuilder content: @escaping () -> Content) {
    self.init(id: nil, title: title.content, content: content)
  }

  /// A group titled with a string literal.
  /// - Parameters:
  ///   - titleKey: The windows' title.
  ///   - content: The windows' content.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(id: nil, title: titleKey.text, content: content)
  }

  /// A group titled with a string.
  /// - Parameters:
  ///   - title: The windows' title.
  ///   - content: The windows' content.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(id: nil, title: String(title), content: content)
  }

  /// A titled group with an identifier.
  /// - Parameters:
  ///   - title: The windows' title.
  ///   - id: The group's identifier, unique in the app.
  ///   - content: The windows' content.
  public init(_ title: Text, id: String, @ViewBuilder content: @escaping () -> Content) {
    self.init(id: id, title: title.content, content: content)
  }

  /// A group titled with a string literal, with an identifier.
  /// - Parameters:
  ///   - titleKey: The windows' title.
  ///   - id: The group's identifier, unique in the app.
  ///   - content: The windows' content.
  public init(
    _ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(id: id, title: titleKey.text, content: content)
  }

  /// A group titled with a string, with an identifier.
  /// - Parameters:
  ///   - title: The windows' title.
  ///   - id: The group's identifier, unique in the app.
  ///   - content: The windows' content.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, id: String, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(id: id, title: String(title), content: content)
  }
}

extension WindowGroup: Scene {
  /// `WindowGroup` is hosted by Trellis itself and has no body of its own.
  public typealias Body = Never
  /// Never called: the host shows the windows' content directly, and calling it traps.
  public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

extension WindowGroup: _PrimitiveScene {
  func _collect(into scenes: inout [_SceneDescription]) {
    scenes.append(
      _SceneDescription(
        kind: .windowGroup, id: id, title: title, presentedType: presentedType,
        makeContent: makeContent, defaultValue: defaultValue))
  }
}

/// One window of its own, which `openWindow(id:)` brings forward when it is already open
/// rather than opening another. As the first scene of an app it opens at launch.
///
/// ```swift
/// Window("Activity", id: "activity") { ActivityLog() }
/// ```
@MainActor @preconcurrency
public struct Window<Content: View>: Scene {
  /// `Window` is hosted by Trellis itself and has no body of its own.
  public typealias Body = Never
  let id: String
  let title: String
  let content: Content

  /// A window titled `title`, opened by `openWindow(id: id)`.
  /// - Parameters:
  ///   - title: The window's title.
  ///   - id: The window's identifier, unique in the app.
  ///   - content: The window's content.
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    self.init(id: id, title: title.content, content: content())
  }

  /// A window titled with a string literal.
  /// - Parameters:
  ///   - titleKey: The window's title.
  ///   - id: The window's identifier, unique in the app.
  ///   - content: The window's content.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.init(id: id, title: titleKey.text, content: content())
  }

  /// A window titled with a string.
  /// - Parameters:
  ///   - title: The window's title.
  ///   - id: The window's identifier, unique in the app.
  ///   - content: The window's content.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.init(id: id, title: String(title), content: content())
  }

  private init(id: String, title: String, content: Content) {
    self.id = id
    self.title = title
    self.content = content
  }

  /// Never called: the host shows the window's content directly, and calling it traps.
  public var body: Never { fatalError("Window is a primitive scene") }
}

extension Window: _PrimitiveScene {
  func _collect(into scenes: inout [_SceneDescription]) {
    let content = self.content
    scenes.append(
      _SceneDescription(
        kind: .window, id: id, title: title, presentedType: nil, makeContent: { _ in content }))
  }
}

/// The app's settings window: opened by the settings command (Ctrl+comma in GTK, F2 in the
/// terminal) or `openSettings()`, one window brought forward when opened again.
///
/// ```swift
/// Settings { SettingsForm() }
/// ```
@MainActor @preconcurrency
public struct Settings<Content: View>: Scene {
  /// `Settings` is hosted by Trellis itself and has no body of its own.
  public typealias Body = Never
  let content: Content

  /// A settings window showing the view that `content` builds.
  /// - Parameter content: The window's content.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// Never called: the host shows the window's content directly, and calling it traps.
  public var body: Never { fatalError("Settings is a primitive scene") }
}

extension Settings: _PrimitiveScene {
  func _collect(into scenes: inout [_SceneDescription]) {
    let content = self.content
    scenes.append(
      _SceneDescription(
        kind: .settings, id: nil, title: "Settings", presentedType: nil,
        makeContent: { _ in content }))
  }
}
