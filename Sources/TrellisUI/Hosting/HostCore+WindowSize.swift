import Foundation

/// The sizes a host with resizable windows gives the main window.
extension HostCore {
  /// The size in points the window opens at: the scene's `defaultSize`, if it set one.
  @_spi(TrellisHost) public var windowDefaultSize: CGSize? {
    var current: _ViewNode? = graph.root
    while let node = current {
      if let scene = node.view as? _SceneTitleProviding { return scene._sceneDefaultSize }
      current = node.firstContentChild
    }
    return nil
  }

  /// The window's smallest size in points: the minimum width and height of the outermost
  /// `frame(minWidth:minHeight:)` around the root view's content (followed through views
  /// with one child, and a presenter's content), `nil` for a dimension none sets.
  @_spi(TrellisHost) public var windowMinimumSize: (width: Double?, height: Double?) {
    update()
    var size: (width: Double?, height: Double?) = (nil, nil)
    var current: _ViewNode? = graph.root
    while let node = current, size.width == nil || size.height == nil {
      if let frame = (node.view as? any _FrameModifierCarrying)?._frame {
        size.width = size.width ?? frame.minWidth.map(Double.init)
        size.height = size.height ?? frame.minHeight.map(Double.init)
      }
      let isPresenter = node.view is any _PresentingMarker
      let isScope = node.view is _ToolbarScope
      current =
        node.children.count == 1 || isPresenter || isScope ? node.firstContentChild : nil
    }
    return size
  }
}

/// A view made by `frame(...)`.
protocol _FrameModifierCarrying {
  var _frame: _FrameModifier? { get }
}

extension ModifiedContent: _FrameModifierCarrying {
  var _frame: _FrameModifier? { modifier as? _FrameModifier }
}

/// A view that may present another (its first child is its content).
protocol _PresentingMarker {}

extension _PresentingView: _PresentingMarker {}
