import Foundation

/// Why a view's content is redacted: shown as placeholder shapes rather than its data.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The raw bits of the set.
  public let rawValue: Int

  /// Reasons from their raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Shown as a placeholder while the real content is not ready: text is drawn as grey
  /// blocks the length of its lines.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Content marked `privacySensitive()` is hidden (nothing is marked so here).
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content that is out of date (a widget's), drawn as it is here.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
  static var defaultValue: RedactionReasons { [] }
}

extension EnvironmentValues {
  /// Why the views here are redacted (``View/redacted(reason:)``); empty when they are not.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

extension View {
  /// Redacts this view's content for `reason`, added to any reasons around it. With
  /// `.placeholder`, each line of text is drawn as a grey block as wide as the line, in
  /// its place: the layout is the text's, so a screen keeps its shape while its data loads.
  public func redacted(reason: RedactionReasons) -> some View {
    modifier(_EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
  }

  /// Shows this view's content as it is, whatever redaction is around it.
  public func unredacted() -> some View {
    environment(\.redactionReasons, [])
  }
}

extension _TextLayout {
  /// The grey blocks a text redacted as a placeholder shows in `frame`: one per line of
  /// `lines`, as wide as the line and lined up as the text would be.
  @MainActor static func placeholderBlocks(
    for lines: [String], measured: _MeasuredText, in frame: CGRect, context: _DisplayContext
  ) -> [_DisplayPiece] {
    guard !lines.isEmpty else { return [] }
    let lineHeight = frame.height / CGFloat(lines.count)
    let alignment = context.environment.text.alignment
    return lines.enumerated().compactMap { index, line in
      var single = measured
      single.string = line
      single.lineLimit = 1
      let width = min(
        frame.width, context.measurer.measure(single, proposal: .unspecified).size.width)
      guard width > 0 else { return nil }
      let spare = frame.width - width
      let x = alignment == .leading ? 0 : alignment == .center ? spare / 2 : spare
      let block = CGRect(
        x: frame.minX + context.grid.floor(x, along: .horizontal),
        y: frame.minY + CGFloat(index) * lineHeight, width: width, height: lineHeight)
      let inset = min(lineHeight / 8, 2)
      let path = RoundedRectangle(cornerRadius: min(4, lineHeight / 4))
        .path(in: CGRect(x: 0, y: inset, width: width, height: lineHeight - 2 * inset))
      return (
        block, .shape(_ShapeItem(path: path, paint: .fill(Self.placeholderColor, isEvenOdd: false)))
      )
    }
  }

  /// The colour of a placeholder's blocks: a light grey, seen on light and dark backgrounds.
  static let placeholderColor = Color.gray.opacity(0.35)
}
