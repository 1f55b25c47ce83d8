import Foundation

/// The content of a window of a data-driven `WindowGroup(for:)`: the group's view, given a
/// binding to the value the window presents.
public struct PresentedWindowContent<Data: Codable & Hashable, Content: View>: View {
  /// The window's value, as the app keeps it.
  let presented: Binding<AnyHashable?>
  let content: (Binding<Data?>) -> Content

  /// The group's view for the window's value.
  public var body: Content { content(Binding(presentedValue: presented)) }
}

extension Binding {
  /// The value a window presents (`AnyHashable`, as the app keeps it) as the type its group
  /// presents.
  init<Presented: Hashable>(presentedValue presented: Binding<AnyHashable?>)
  where Value == Presented? {
    self.init(
      get: { presented.wrappedValue?.base as? Presented },
      set: { presented.wrappedValue = $0.map { AnyHashable($0) } })
  }
}

extension WindowGroup {
  init<D: Codable & Hashable, C: View>(
    id: String?, title: String?, for type: D.Type,
    content: @escaping (Binding<D?>) -> C, defaultValue: (() -> D)?
  ) where Content == PresentedWindowContent<D, C> {
    self.id = id
    self.title = title
    presentedType = type
    makeContent = { presented in
      PresentedWindowContent<D, C>(presented: presented, content: content)
    }
    if let defaultValue {
      self.defaultValue = { AnyHashable(defaultValue()) }
    } else {
      self.defaultValue = nil
    }
  }

  /// A group whose windows each present a value of `type`: `openWindow(value:)` opens a
  /// window for a value, or brings forward the one already presenting it. The window's
  /// view gets a binding to its value (`nil` when it was opened without one, by `id` or at
  /// launch); writing it changes what the window presents.
  ///
  /// ```swift
  /// WindowGroup(for: Note.ID.self) { $noteID in NoteEditor(id: noteID) }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of the presented values.
  ///   - content: The view of a window, given its value.
  public init<D: Codable & Hashable, C: View>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(id: nil, title: nil, for: type, content: content, defaultValue: nil)
  }

  /// A group presenting values of `type`, with an identifier.
  /// - Parameters:
  ///   - id: The group's identifier, unique in the app.
  ///   - type: The type of the presented values.
  ///   - content: The view of a window, given its value.
  public init<D: Codable & Hashable, C: View>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(id: id, title: nil, for: type, content: content, defaultValue: nil)
  }

  /// A titled group presenting values of `type`.
  /// - Parameters:
  ///   - titleKey: The windows' title.
  ///   - type: The type of the presented values.
  ///   - content: The view of a window, given its value.
  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(id: nil, title: titleKey.text, for: type, content: content, defaultValue: nil)
  }

  /// A titled group presenting values of `type`, with an identifier.
  /// - Parameters:
  ///   - titleKey: The windows' title.
  ///   - id: The group's identifier, unique in the app.
  ///   - type: The type of the presented values.
  ///   - content: The view of a window, given its value.
  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(id: id, title: titleKey.text, for: type, content: content, defaultValue: nil)
  }

  /// A group presenting values of `type` whose windows opened without a value (at launch,
  /// or by `id`) start with `defaultValue()`.
  /// - Parameters:
  ///   - type: The type of the presented values.
  ///   - content: The view of a window, given its value.
  ///   - defaultValue: The value a window opened without one presents.
  public init<D: Codable & Hashable, C: View>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(
      id: nil, title: nil, for: type,
      content: { optional in
        content(
          Binding(
            get: { optional.wrappedValue ?? defaultValue() }, set: { optional.wrappedValue = $0 }))
      }, defaultValue: defaultValue)
  }
}
