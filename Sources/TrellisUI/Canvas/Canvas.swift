import Foundation

/// A view that you draw into with a ``GraphicsContext``: fills, strokes, text and images,
/// moved, turned and clipped as you go.
///
/// The canvas takes the space it is offered. Its renderer is called with a context and the
/// canvas's size; what it draws becomes ordinary display items (shapes, text, images), which
/// each host draws its own way: cairo in GTK, Braille and half blocks in the terminal (text
/// as text cells), and a list of what was drawn in tests (`ViewHost.Element.canvasDrawing`).
///
/// ```swift
/// Canvas { context, size in
///   context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))
/// }
/// ```
///
/// The renderer runs again when the canvas's size changes or what it reads changes (state
/// and `@Observable` properties are tracked as a body's are), and not otherwise.
public struct Canvas<Symbols: View> {
  /// Drawn by Trellis: the renderer's drawing, as display items.
  public typealias Body = Never
  /// The views a renderer may draw by their tags. Trellis draws none of them yet: only
  /// `Canvas<EmptyView>` is made.
  public var symbols: Symbols
  /// Draws the canvas's content into the context, given the canvas's size.
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  /// Whether the canvas says it is opaque (every pixel drawn): accepted; a host draws what
  /// the renderer draws either way.
  public var isOpaque: Bool
  /// The colour space it is drawn in: accepted; hosts draw in their own.
  public var colorMode: ColorRenderingMode
  /// Whether it may be drawn off the main thread: accepted; it is drawn on it.
  public var rendersAsynchronously: Bool
}

extension Canvas where Symbols == EmptyView {
  /// A canvas whose content `renderer` draws.
  ///
  /// - Parameters:
  ///   - opaque: Whether every pixel is drawn (accepted; a hint a host may ignore).
  ///   - colorMode: The colour space to draw in (accepted; hosts draw in their own).
  ///   - rendersAsynchronously: Whether it may be drawn off the main thread (accepted).
  ///   - renderer: Draws into the context, given the canvas's size; runs again when that
  ///     size changes or what it reads changes.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.symbols = EmptyView()
    self.renderer = renderer
    self.isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
  }
}

extension Canvas: View {}

/// What a canvas's node keeps between evaluations: the size it was last laid out at, the
/// host's measurer (for text), and what its renderer drew there.
final class _CanvasState {
  var size: CGSize?
  var measurer: (any _HostMeasurer)?
  var commands: [_CanvasCommand] = []
  /// The blur and shadow filters each command was drawn under.
  var filters: [[_RenderEffect]] = []
}

extension Canvas: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    let state = context.node.modifierState(_CanvasState.init).state
    // Before the first layout the size is not known: the renderer waits for it. It runs
    // here, as a body does, so what it reads is tracked and updates the canvas.
    guard let size = state.size else {
      state.commands = []
      state.filters = []
      return .list([])
    }
    let recorder = _CanvasRecorder(environment: context.environment, measurer: state.measurer)
    var graphics = GraphicsContext(recorder: recorder, size: size)
    renderer(&graphics, size)
    state.commands = recorder.commands
    state.filters = recorder.filters
    // A shadow or blur may draw past the canvas, over its neighbours.
    if recorder.filters.contains(where: { !$0.isEmpty }) {
      context.node.graph.drawsOverlapping = true
    }
    return .list([])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_CanvasLayout(state: node.modifierState(_CanvasState.init).state))
  }
}

/// Takes the whole proposal; when placed at a new size, has its canvas drawn again at that
/// size before the frame is shown (as a geometry reader builds its content again).
struct _CanvasLayout: _Layout {
  let state: _CanvasState

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    _GeometryReaderLayout.wholeProposal(proposal, context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let node = context.node
    let state = self.state
    state.measurer = context.measurer
    let size = bounds.size
    guard state.size != size else { return }
    context.engine.geometryUpdates.append { [weak node] in
      guard let node, node.isAlive else { return }
      state.size = size
      node.invalidate(because: "canvas size")
    }
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    filteredDisplay(in: frame, context: context).pieces
  }

  /// Each command's piece, under the blur and shadow filters its context had.
  func filteredDisplay(in frame: CGRect, context: _DisplayContext) -> _FilteredDisplay {
    guard state.size == frame.size else { return _FilteredDisplay(pieces: []) }
    let outer = _ShapeItem.clips(of: context.node, in: frame)
    var shown = _FilteredDisplay(pieces: [], effects: [])
    for (index, command) in state.commands.enumerated() {
      guard let piece = command.piece(in: frame, outerClips: outer, context: context) else {
        continue
      }
      shown.pieces.append(piece)
      shown.effects?.append(index < state.filters.count ? state.filters[index] : [])
    }
    if shown.effects?.allSatisfy(\.isEmpty) == true { shown.effects = nil }
    return shown
  }
}
