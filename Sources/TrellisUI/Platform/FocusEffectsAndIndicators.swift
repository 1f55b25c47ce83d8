// A focus halo, a scroll indicator's flash, a geometry group's animation, a language's line
// heights and the URLs a scene takes: accepted and changing nothing here; see
// <doc:PlatformOnlyAndAnimationAPI>.

import Foundation

extension View {
  /// Would turn off the platform's focus effect (the halo around a focused view on a Mac or
  /// tvOS). Trellis's hosts show focus their own way (a GTK focus ring, the terminal's
  /// highlight), and keep doing so.
  /// - Parameter disabled: Whether the effect is off.
  /// - Returns: The view.
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would flash the scroll indicators of the scroll views in this view as they appear;
  /// indicators here are drawn whenever there is something to scroll.
  /// - Parameter onAppear: Whether they flash.
  /// - Returns: The view.
  public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would flash the scroll indicators of the scroll views in this view each time `value`
  /// changes; indicators here are drawn whenever there is something to scroll.
  /// - Parameter value: The value whose changes flash them.
  /// - Returns: The view.
  public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would make this view's subviews animate their geometry as one group. Changes apply at
  /// once here, so the group lays out as the view does.
  /// - Returns: The view.
  public func geometryGroup() -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would set the language whose line heights text in this view is typeset with (taller
  /// lines for scripts such as Thai or Devanagari); hosts here size each line by the text
  /// it holds already.
  /// - Parameters:
  ///   - language: The language.
  ///   - isEnabled: Whether it applies.
  /// - Returns: The view.
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true)
    -> some View
  {
    modifier(_AcceptedModifier())
  }

  /// Would set how text in this view is typeset, by language; see
  /// `typesettingLanguage(_:isEnabled:)` with a `Locale.Language`.
  /// - Parameters:
  ///   - language: The typesetting language.
  ///   - isEnabled: Whether it applies.
  /// - Returns: The view.
  public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true)
    -> some View
  {
    modifier(_AcceptedModifier())
  }

  /// Would choose this view's scene for opening the URLs and activities whose identifiers
  /// match: a Linux app here has one process and opens URLs with `onOpenURL` wherever they
  /// are handled.
  /// - Parameters:
  ///   - preferring: The identifiers this scene prefers.
  ///   - allowing: The identifiers it accepts.
  /// - Returns: The view.
  public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>)
    -> some View
  {
    modifier(_AcceptedModifier())
  }
}

/// The language text is typeset for: the one the text's content suggests, or one given.
public struct TypesettingLanguage: Hashable, Sendable {
  let language: Locale.Language?

  /// The language the text's content and the environment's locale suggest.
  public static var automatic: TypesettingLanguage { TypesettingLanguage(language: nil) }

  /// `language`, whatever the text holds.
  public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
    TypesettingLanguage(language: language)
  }
}
