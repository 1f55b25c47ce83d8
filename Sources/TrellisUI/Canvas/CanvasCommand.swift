import Foundation

/// One thing a canvas's renderer drew, in the canvas's own space (its origin at the canvas's
/// top leading corner), with what its context was clipped to.
enum _CanvasCommand: Sendable {
  /// A path filled or stroked: the item's path and clips are in the canvas's space.
  case shape(_ShapeItem)
  /// Text set in `rect`: its runs and how the host measures it.
  case text(runs: [_StyledRun], measured: _MeasuredText, rect: CGRect, clip: CGRect)
  /// A system symbol drawn in `rect`.
  case symbol(_SymbolItem, rect: CGRect, clip: CGRect)
  /// An image from resources scaled into `rect`.
  case bitmap(_BitmapItem, rect: CGRect, clip: CGRect)

  /// The display item for this command, for a canvas at `frame` inside the clip shapes
  /// `outerClips` (in the frame's space); `nil` when it falls wholly outside its clip.
  @MainActor func piece(in frame: CGRect, outerClips: [Path], context: _DisplayContext)
    -> _DisplayPiece?
  {
    func placed(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: frame.minX, dy: frame.minY) }
    switch self {
    case .shape(var item):
      item.clips = outerClips + item.clips
      return (frame, .shape(item))
    case .text(let runs, let measured, let rect, let clip):
      // Text cannot be cut to an outline in every host: text outside the clip is left out.
      guard rect.intersects(clip) else { return nil }
      let lines = context.measurer.measure(measured, proposal: ProposedViewSize(rect.size)).lines
      return (placed(rect), .text(lines: _StyledRun.split(lines, into: runs), alignment: .leading))
    case .symbol(let symbol, let rect, let clip):
      guard rect.intersects(clip) else { return nil }
      return (placed(rect), .symbol(symbol))
    case .bitmap(var bitmap, let rect, let clip):
      guard rect.intersects(clip) else { return nil }
      // The context's clips are already in the image's space; the view's clip shapes are
      // moved there too.
      bitmap.clips =
        outerClips.map { $0.offsetBy(dx: -rect.minX, dy: -rect.minY) } + bitmap.clips
      return (placed(rect), .bitmap(bitmap))
    }
  }
}

/// Where a canvas's contexts record what they draw: one per run of the renderer, shared by
/// the context and its copies (as Apple's copies draw into the same canvas).
final class _CanvasRecorder {
  var commands: [_CanvasCommand] = []
  /// The blur and shadow filters each of `commands` was drawn under, the first added first.
  var filters: [[_RenderEffect]] = []
  let environment: EnvironmentValues
  /// The host's measurer, for text; `nil` only if the canvas was never laid out.
  let measurer: (any _HostMeasurer)?

  init(environment: EnvironmentValues, measurer: (any _HostMeasurer)?) {
    self.environment = environment
    self.measurer = measurer
  }
}

extension _CanvasRecorder {
  /// Notes `command`, drawn by `context` under the blur and shadow filters it has now.
  func record(_ command: _CanvasCommand, by context: GraphicsContext) {
    commands.append(command)
    filters.append(context.renderEffects)
  }
}
