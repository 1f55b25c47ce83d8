extension View {
  /// Sets the subtitle that the enclosing ``NavigationStack`` shows under, or beside, its
  /// title while this view is in it.
  ///
  /// ```swift
  /// NoteList(notes: notes)
  ///   .navigationTitle("Notes")
  ///   .navigationSubtitle("\(notes.count) notes")
  /// ```
  ///
  /// The terminal shows it dimmed after the title in the bar; GTK's header bar shows it in
  /// small text under the title, as GNOME apps do. As with titles, the deepest subtitle in the
  /// entry on top is the one shown.
  ///
  /// - Parameter subtitle: The subtitle.
  /// - Returns: The view.
  public func navigationSubtitle(_ subtitle: Text) -> some View {
    modifier(_NavigationSubtitleModifier(subtitle: subtitle))
  }

  /// Sets the navigation subtitle from a string literal.
  public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
    navigationSubtitle(Text(subtitleKey))
  }

  /// Sets the navigation subtitle from a string.
  @_disfavoredOverload
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
    navigationSubtitle(Text(subtitle))
  }
}

/// Registers the subtitle with the navigation stack entry it is in.
struct _NavigationSubtitleModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let subtitle: Text

  func _attach(to node: _ViewNode) {
    let level = node.environment._navigationLevel
    let (registration, isNew) = node.modifierState {
      _NavigationTitleRegistration(kind: .subtitle)
    }
    if isNew {
      registration.node = node
      node.teardownActions.append { [weak registration] in registration?.move(to: nil) }
    }
    registration.move(to: level)
  }
}

/// A view that sets a navigation subtitle.
@MainActor
protocol _NavigationSubtitleProviding {
  var _navigationSubtitle: Text { get }
}

extension ModifiedContent: _NavigationSubtitleProviding
where Content: View, Modifier == _NavigationSubtitleModifier {
  var _navigationSubtitle: Text { modifier.subtitle }
}

extension _NavigationLevel {
  /// The subtitle the entry shows: that of its deepest `navigationSubtitle` modifier.
  var subtitle: Text? {
    Self.deepest(subtitles.values, as: _NavigationSubtitleProviding.self)?._navigationSubtitle
  }
}

extension _ViewNode {
  /// The subtitle a navigation stack shows (that of the entry on top), or that a stack's
  /// entry shows; `nil` for other views.
  var navigationSubtitle: Text? { shownNavigationLevel?.subtitle }
}
