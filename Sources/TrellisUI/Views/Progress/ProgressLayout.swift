import Foundation

/// A built-in progress view's layout, as Apple's platforms arrange it: the label, then the
/// bar, then the current value label, one under another, at the bar's leading edge (a bar
/// takes the whole width it is offered); or a spinner (or ring) at the size the host gives
/// it, its labels centred under it.
struct _ProgressLayout: _Layout {
  /// What the bar shows: a fixed fraction (`nil`: indeterminate), or the time through a
  /// range of dates, read from the host's clock at each frame.
  enum Value: Equatable {
    case fixed(Double?)
    case timer(ClosedRange<Date>, countsDown: Bool)
  }

  let isLinear: Bool
  let value: Value
  let tint: Color?

  /// How often an indeterminate indicator a host does not animate itself moves, and how
  /// often at most a bar that follows dates is drawn again.
  static let frameInterval: TimeInterval = 0.1

  var isDeterminate: Bool {
    if case .fixed(let fraction) = value { return fraction != nil }
    return true
  }

  /// The fraction shown at `now`: a range of dates fills (or empties) as time passes
  /// through it.
  func fraction(at now: Date) -> Double? {
    switch value {
    case .fixed(let fraction): return fraction
    case .timer(let interval, let countsDown):
      let span = interval.upperBound.timeIntervalSince(interval.lowerBound)
      let gone = span > 0 ? min(1, max(0, now.timeIntervalSince(interval.lowerBound) / span)) : 1
      return countsDown ? 1 - gone : gone
    }
  }

  /// When a bar that follows dates next looks different: at its next step, a thousandth of
  /// the range (no sooner than a frame), until the range ends.
  func nextChange(after now: Date) -> Date? {
    guard case .timer(let interval, _) = value, now < interval.upperBound else { return nil }
    if now < interval.lowerBound { return interval.lowerBound }
    let span = interval.upperBound.timeIntervalSince(interval.lowerBound)
    let step = max(Self.frameInterval, span / 1000)
    let steps = (now.timeIntervalSince(interval.lowerBound) / step).rounded(.down) + 1
    return min(interval.upperBound, interval.lowerBound.addingTimeInterval(steps * step))
  }

  /// The bar, spinner or ring as the host measures it.
  var measured: _MeasuredProgress {
    _MeasuredProgress(isLinear: isLinear, isDeterminate: isDeterminate)
  }

  /// The label's views (child 0) and the current value label's (child 1).
  @MainActor private func parts(_ node: _ViewNode) -> (label: _Subviews, current: _Subviews) {
    var label: [_ViewNode] = []
    var current: [_ViewNode] = []
    for child in node.children {
      if child.id == .index(0) { _Subviews.collect(child, into: &label) }
      if child.id == .index(1) { _Subviews.collect(child, into: &current) }
    }
    return (_Subviews(nodes: label), _Subviews(nodes: current))
  }

  /// Where the parts go in a frame `width` wide (its top at 0), and the proposals they are
  /// sized for.
  @MainActor private func arrange(width: CGFloat?, context: _LayoutContext) -> Arrangement {
    let node = context.node
    let (label, current) = parts(node)
    let gap = context.metrics.defaultSpacing.height
    let offered = ProposedViewSize(width: width, height: nil)
    let control = context.measurer.size(
      of: .progress(measured),
      proposal: ProposedViewSize(width: isLinear ? width : nil, height: nil))
    var arrangement = Arrangement(label: label, current: current, offered: offered)
    var y: CGFloat = 0
    var widest = control.width
    if !isLinear {
      // A spinner or ring comes first, its labels under it.
      arrangement.controlFrame = CGRect(origin: .zero, size: control)
      y = control.height
    }
    if !label.isEmpty {
      let size = _StackLayout.row.sizeThatFits(offered, subviews: label, context: context)
      let top = isLinear ? 0 : y + gap
      arrangement.labelFrame = CGRect(x: 0, y: top, width: size.width, height: size.height)
      y = isLinear ? size.height + gap : top + size.height
      widest = max(widest, size.width)
    }
    if isLinear {
      arrangement.controlFrame = CGRect(x: 0, y: y, width: control.width, height: control.height)
      y += control.height
    }
    if !current.isEmpty {
      let size = _StackLayout.row.sizeThatFits(offered, subviews: current, context: context)
      arrangement.currentFrame = CGRect(x: 0, y: y + gap, width: size.width, height: size.height)
      y += gap + size.height
      widest = max(widest, size.width)
    }
    arrangement.size = CGSize(width: widest, height: y)
    if !isLinear {
      // A spinner's labels are centred under it.
      for keyPath in [\Arrangement.labelFrame, \.controlFrame, \.currentFrame] {
        arrangement[keyPath: keyPath].origin.x = (widest - arrangement[keyPath: keyPath].width) / 2
      }
    }
    return arrangement
  }

  private struct Arrangement {
    let label: _Subviews
    let current: _Subviews
    let offered: ProposedViewSize
    var labelFrame = CGRect.zero
    var controlFrame = CGRect.zero
    var currentFrame = CGRect.zero
    var size = CGSize.zero
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    arrange(width: proposal.width, context: context).size
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let arrangement = arrange(width: bounds.width, context: context)
    let origin = bounds.origin
    for (views, frame) in [
      (arrangement.label, arrangement.labelFrame), (arrangement.current, arrangement.currentFrame),
    ] where !views.isEmpty {
      _StackLayout.row.placeSubviews(
        in: frame.offsetBy(dx: origin.x, dy: origin.y), proposal: arrangement.offered,
        subviews: views, context: context)
    }
  }

  /// The bar's (or spinner's) frame within `frame`, the view's.
  @MainActor func controlFrame(in frame: CGRect, context: _LayoutContext) -> CGRect {
    arrange(width: frame.width, context: context).controlFrame.offsetBy(
      dx: frame.minX, dy: frame.minY)
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    let layoutContext = _LayoutContext(engine: context.engine, node: context.node)
    let control = controlFrame(in: frame, context: layoutContext)
    let clock = context.node.graph.textClock
    let now = clock.now
    let fraction = fraction(at: now)
    var phase = 0
    if fraction == nil, !context.metrics.animatesIndeterminateProgress {
      // The host draws each frame of the moving indicator: the next comes on its clock, as
      // a running date's next second does, for as long as the view is on screen.
      let frames = (now.timeIntervalSinceReferenceDate / Self.frameInterval).rounded(.down)
      phase = Int(frames.truncatingRemainder(dividingBy: 1_000_000))
      clock.changes(at: Date(timeIntervalSinceReferenceDate: (frames + 1) * Self.frameInterval))
      context.engine.showsRunningDate = true
    } else if let next = nextChange(after: now) {
      clock.changes(at: next)
      context.engine.showsRunningDate = true
    }
    let shown = _ProgressItem(isLinear: isLinear, fraction: fraction, phase: phase)
    context.node.progressViewState.shown = (control, shown, tint)
    let item = _ControlItem(
      kind: .progress(shown), isEnabled: context.isEnabled, isFocused: false, tint: tint,
      isRightToLeft: context.environment.layoutDirection == .rightToLeft)
    return [(control, .control(item))]
  }

  /// Lays out as `other` when it draws the same kind of indicator: a new fraction changes
  /// what the bar shows, not where anything goes.
  func placesLike(_ other: any _Layout) -> Bool {
    guard let other = other as? Self else { return false }
    return other.isLinear == isLinear && other.isDeterminate == isDeterminate
  }
}

/// A progress view's bar, spinner or ring as its host draws it.
@_spi(TrellisHost) public struct _ProgressItem: Hashable, Sendable {
  /// Whether it is a bar (else a spinner, or a ring while determinate).
  @_spi(TrellisHost) public var isLinear: Bool
  /// How much of it is filled, in `0...1`; `nil` while indeterminate.
  @_spi(TrellisHost) public var fraction: Double?
  /// Which frame of its moving indicator an indeterminate one shows, in a host that draws
  /// each frame itself (the terminal); 0 where the host animates it (GTK).
  @_spi(TrellisHost) public var phase: Int

  /// A bar or spinner filled to `fraction`, at frame `phase` of its animation.
  @_spi(TrellisHost) public init(isLinear: Bool, fraction: Double?, phase: Int = 0) {
    self.isLinear = isLinear
    self.fraction = fraction
    self.phase = phase
  }
}
