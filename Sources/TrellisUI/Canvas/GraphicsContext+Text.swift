import Foundation

extension GraphicsContext {
  /// A text resolved in a canvas's environment, ready to measure and draw.
  public struct ResolvedText {
    let text: Text
    let environment: EnvironmentValues
    let measurer: (any _HostMeasurer)?
    /// What the text is drawn with; the foreground style by default. A colour (or a
    /// style's colour) replaces the foreground of the runs that have none of their own.
    public var shading: Shading = .foreground

    /// The size the text takes when offered `size`: wrapped to its width, as many lines as
    /// fit its height.
    public func measure(in size: CGSize) -> CGSize {
      // An infinite length is no limit: the text's ideal along it.
      func limit(_ length: CGFloat) -> CGFloat? { length.isFinite ? max(0, length) : nil }
      return measuredSize(
        for: ProposedViewSize(width: limit(size.width), height: limit(size.height)))
    }

    /// The size the text takes for `proposal` (`nil` lengths: its ideal).
    func measuredSize(for proposal: ProposedViewSize) -> CGSize {
      guard measurer != nil else { return .zero }
      nonisolated(unsafe) let text = self
      return MainActor.assumeIsolated {
        text.measurer!.measure(text.resolved(color: nil).measured, proposal: proposal).size
      }
    }

    /// Its runs and how the host measures them, with `color` as the foreground.
    @MainActor func resolved(color: Color?) -> (runs: [_StyledRun], measured: _MeasuredText) {
      var environment = self.environment
      if let color { environment.foregroundColor = color }
      let runs = text.styledRuns(in: environment, at: Date())
      return (runs, _TextLayout(text: text).measured(runs, in: environment))
    }
  }

  /// `text` resolved in the canvas's environment, to measure before drawing it.
  public func resolve(_ text: Text) -> ResolvedText {
    ResolvedText(text: text, environment: environment, measurer: recorder.measurer)
  }

  /// Draws `text` on one line per paragraph, placed so that its `anchor` is at `point` (in
  /// the current user space). Text is moved and scaled with the user space, not turned.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  /// Draws `text` wrapped in `rect` (in the current user space).
  public func draw(_ text: Text, in rect: CGRect) {
    draw(resolve(text), in: rect)
  }

  /// Draws resolved `text`, placed so that its `anchor` is at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = text.measuredSize(for: ProposedViewSize(width: nil, height: nil))
    let origin = point.applying(transform)
    let rect = CGRect(
      x: origin.x - anchor.x * size.width, y: origin.y - anchor.y * size.height,
      width: size.width, height: size.height)
    record(text, in: rect)
  }

  /// Draws resolved `text` wrapped in `rect`.
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    record(text, in: rect.applying(transform))
  }

  /// Records `text` set in `rect`, in the canvas's space.
  private func record(_ text: ResolvedText, in rect: CGRect) {
    guard text.measurer != nil, rect.width > 0, rect.height > 0 else { return }
    let clip = clipBoundsInCanvas
    nonisolated(unsafe) let context = self
    nonisolated(unsafe) let text = text
    let command = MainActor.assumeIsolated { () -> _CanvasCommand in
      let color: Color? =
        switch text.shading.kind {
        case .foreground:
          context.opacity < 1 ? context.paint(.foreground, over: rect).0 : nil
        default: context.paint(text.shading, over: rect).0
        }
      let (runs, measured) = text.resolved(color: color)
      return .text(runs: runs, measured: measured, rect: rect, clip: clip)
    }
    recorder.record(command, by: self)
  }
}

extension GraphicsContext {
  /// An image resolved in a canvas's environment: its size, to place it before drawing it.
  public struct ResolvedImage {
    let image: Image
    let environment: EnvironmentValues
    /// Its size in points: a file's pixels over its scale, a symbol's at its font.
    public let size: CGSize
    /// Where its baseline is, from its top (its bottom edge).
    public let baseline: CGFloat
    /// The colour a template image or symbol is drawn in; `nil` for its own or the
    /// foreground style.
    public var shading: Shading?
  }

  /// `image` resolved in the canvas's environment.
  public func resolve(_ image: Image) -> ResolvedImage {
    nonisolated(unsafe) let measurer = recorder.measurer
    nonisolated(unsafe) let environment = self.environment
    let size = MainActor.assumeIsolated { () -> CGSize in
      if let resource = image.resource { return _BitmapLayout(image: resource).naturalSize() }
      guard let symbol = _SymbolItem(image, in: environment), let measurer else { return .zero }
      return measurer.size(of: symbol.measured)
    }
    return ResolvedImage(image: image, environment: environment, size: size, baseline: size.height)
  }

  /// Draws `image` scaled into `rect` (in the current user space).
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(resolve(image), in: rect, style: style)
  }

  /// Draws `image` at its own size, placed so that its `anchor` is at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  /// Draws resolved `image` at its own size, placed so that its `anchor` is at `point`.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    let rect = CGRect(
      x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height,
      width: image.size.width, height: image.size.height)
    draw(image, in: rect)
  }

  /// Draws resolved `image` scaled into `rect` (in the current user space).
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    let placed = rect.applying(transform)
    guard placed.width > 0, placed.height > 0 else { return }
    let clip = clipBoundsInCanvas
    let clips = clipPaths.map { $0.offsetBy(dx: -placed.minX, dy: -placed.minY) }
    nonisolated(unsafe) let context = self
    nonisolated(unsafe) let image = image
    let command = MainActor.assumeIsolated { () -> _CanvasCommand? in
      var environment = image.environment
      let color: Color? =
        if let shading = image.shading {
          context.paint(shading, over: placed).0
        } else {
          context.opacity < 1 ? context.paint(.foreground, over: placed).0 : nil
        }
      if let color { environment.foregroundColor = color }
      if let resource = image.image.resource {
        var item = _BitmapLayout(image: resource).item(in: environment)
        item.clips = clips
        return .bitmap(item, rect: placed, clip: clip)
      }
      guard let symbol = _SymbolItem(image.image, in: environment) else { return nil }
      return .symbol(symbol, rect: placed, clip: clip)
    }
    if let command { recorder.record(command, by: self) }
  }
}
