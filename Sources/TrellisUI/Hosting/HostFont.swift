/// What a host with its own fonts needs to know of a ``Font``: its text style and weight.
@_spi(TrellisHost) public enum HostFont {
  /// A font's place in the type ramp, as Apple names them; a host picks the size.
  @_spi(TrellisHost) public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }

  /// How heavy a text's strokes are.
  @_spi(TrellisHost) public enum Weight: Hashable, Sendable, Comparable {
    case regular, semibold, bold
  }
}

extension HostFont.TextStyle {
  /// The text style of `font`; `nil` for a font of a fixed size.
  init?(_ font: Font) {
    switch font.style {
    case .largeTitle: self = .largeTitle
    case .title: self = .title
    case .title2: self = .title2
    case .title3: self = .title3
    case .headline: self = .headline
    case .subheadline: self = .subheadline
    case .body: self = .body
    case .callout: self = .callout
    case .footnote: self = .footnote
    case .caption: self = .caption
    case .caption2: self = .caption2
    case .custom: return nil
    }
  }

  /// The weight the style has in Apple's type ramp: only headlines are heavier than regular
  /// (titles are large, not bold).
  var weight: HostFont.Weight { self == .headline ? .semibold : .regular }
}
