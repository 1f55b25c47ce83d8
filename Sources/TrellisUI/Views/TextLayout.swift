import Foundation

extension Text: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { .list([]) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_TextLayout(text: self)) }
}

extension Text {
  /// The runs as shown in `environment` at `now`: their characters (dates read at `now`,
  /// letter case applied) and their styles, from the runs' own modifiers, then the
  /// environment's.
  func styledRuns(in environment: EnvironmentValues, at now: Date) -> [_StyledRun] {
    let textCase = environment.text.textCase
    return runs.map { run in
      var string = run.content.string(in: environment, at: now)
      switch textCase {
      case .uppercase: string = string.uppercased(with: environment.locale)
      case .lowercase: string = string.lowercased(with: environment.locale)
      case nil: break
      }
      return _StyledRun(string: string, style: run.attributes.style(in: environment))
    }
  }

  /// What the text shows in `environment` at `now`, as plain characters.
  func shownString(in environment: EnvironmentValues, at now: Date) -> String {
    styledRuns(in: environment, at: now).map(\.string).joined()
  }

  /// Whether any run shows a date, which may read differently from one moment to the next.
  var showsDates: Bool {
    runs.contains { run in
      if case .date = run.content { return true }
      return false
    }
  }

  /// When the text next reads differently after `now` (it shows a running date).
  func nextChange(after now: Date) -> Date? {
    runs.compactMap { run -> Date? in
      guard case .date(let date) = run.content else { return nil }
      return date.nextChange(after: now)
    }.min()
  }
}

extension _TextAttributes {
  /// The style of a run with these attributes in `environment`: a run's own setting wins
  /// over its environment's.
  func style(in environment: EnvironmentValues) -> _TextStyle {
    let font = self.font ?? environment.font
    let emphasis = environment.emphasis
    let text = environment.text
    let weight = self.weight ?? font?.weight ?? text.weight
    let isBold =
      (isBold ?? false) || font?.isBold == true || emphasis.bold || weight?.isBold == true
    let underline = self.underline ?? text.underline
    let strikethrough = self.strikethrough ?? text.strikethrough
    let isMonospaced =
      isMonospaced ?? (font?.isMonospaced == true || text.isMonospaced)
      || (design ?? font?.design ?? text.design) == .monospaced
    var style = _TextStyle(
      font: font?.style, isBold: isBold,
      isItalic: (isItalic ?? false) || font?.isItalic == true || emphasis.italic,
      isSecondary: isSecondary ?? emphasis.secondary,
      color: color ?? gradient.map { $0.resolved(in: .zero).middleColor }
        ?? environment.foregroundColor,
      gradient: color == nil ? gradient ?? environment.foregroundGradient : nil,
      isEnabled: environment.isEnabled, isUnderlined: underline?.isActive == true,
      isStrikethrough: strikethrough?.isActive == true, isMonospaced: isMonospaced, link: link)
    style.native = HostTextStyle(self, style, environment)
    return style
  }
}

struct _TextLayout: _Layout {
  let text: Text
  /// What sizing worked out, for drawing to reuse: a text is sized and then drawn in the
  /// same environment, and working its runs and fonts out again was a third of its layout.
  private let resolved = _ResolvedText()

  init(text: Text) { self.text = text }

  /// The whole string the last layout drew, line breaks and all; `nil` before it drew.
  var drawnString: String? { resolved.last?.measured.string }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let now = context.node.graph.textClock.now
    // A running date reads differently as time passes: its size holds for this layout only.
    if text.nextChange(after: now) != nil { context.engine.markVolatile() }
    return context.measurer.measure(
      resolve(in: context.environment, at: now).measured, proposal: proposal
    ).size
  }

  /// The text as the host measures it: its characters, set in its first run's style.
  func measured(_ runs: [_StyledRun], in environment: EnvironmentValues) -> _MeasuredText {
    let attributes = text.runs.first?.attributes ?? _TextAttributes()
    let style = runs.first?.style ?? attributes.style(in: environment)
    let settings = environment.text
    var measured = _MeasuredText(
      string: runs.count == 1 ? runs[0].string : runs.map(\.string).joined(),
      style: style.font, isBold: style.isBold, isItalic: style.isItalic,
      lineLimit: settings.lineLimit, reservedLines: settings.reservedLines,
      truncationMode: settings.truncationMode,
      font: _MeasuredFont(style.native ?? HostTextStyle(attributes, style, environment)))
    measured.lineSpacing = settings.lineSpacing
    measured.minimumScaleFactor = settings.minimumScaleFactor
    measured.allowsTightening = settings.allowsTightening
    return measured
  }

  /// The styled runs and the measured text in `environment` at `now`; the last ones again
  /// when the environment is the same one (its version) and nothing shown depends on time.
  private func resolve(in environment: EnvironmentValues, at now: Date)
    -> (runs: [_StyledRun], measured: _MeasuredText)
  {
    if let last = resolved.last, last.version == environment.version, !text.showsDates {
      return (last.runs, last.measured)
    }
    let runs = text.styledRuns(in: environment, at: now)
    let measured = measured(runs, in: environment)
    resolved.last = (environment.version, runs, measured)
    return (runs, measured)
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    let environment = context.environment
    let clock = context.node.graph.textClock
    let now = clock.now
    if let next = text.nextChange(after: now) {
      clock.changes(at: next)
      context.engine.showsRunningDate = true
    }
    let (runs, measured) = resolve(in: environment, at: now)
    let measurement = context.measurer.measure(measured, proposal: ProposedViewSize(frame.size))
    let lines = measurement.lines
    if environment.redactionReasons.contains(.placeholder) {
      return Self.placeholderBlocks(for: lines, measured: measured, in: frame, context: context)
    }
    return [
      (
        frame,
        .text(
          lines: _StyledRun.split(lines, into: Self.fitted(runs, by: measurement)),
          alignment: environment.text.alignment.drawn(in: environment.layoutDirection),
          lineSpacing: environment.text.lineSpacing)
      )
    ]
  }

  /// `runs` as the host set them to fit (`minimumScaleFactor(_:)`, `allowsTightening(_:)`):
  /// at the font size and letter spacing it measured them with, so that what is drawn is
  /// what was measured.
  static func fitted(_ runs: [_StyledRun], by measurement: _TextMeasurement) -> [_StyledRun] {
    guard measurement.fontScale != 1 || measurement.tightening != 0 else { return runs }
    return runs.map { run in
      var run = run
      guard var native = run.style.native else { return run }
      native.sizeScale *= Double(measurement.fontScale)
      if measurement.tightening != 0 {
        native.letterSpacing = (native.letterSpacing ?? 0) + Double(measurement.tightening)
      }
      run.style.native = native
      return run
    }
  }
}

/// The last runs and measured text a `_TextLayout` worked out, with the environment's version.
final class _ResolvedText {
  var last: (version: Int, runs: [_StyledRun], measured: _MeasuredText)?
}
