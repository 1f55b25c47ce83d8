import Foundation

extension Scene {
  /// Opens the scene's windows at `width` x `height` points, where the host has windows of
  /// a size of their own (the GTK desktop); a terminal keeps its size.
  ///
  /// ```swift
  /// WindowGroup { Notes() }
  ///   .defaultSize(width: 480, height: 360)
  /// ```
  ///
  /// - Parameters:
  ///   - width: The window's width in points.
  ///   - height: The window's height in points.
  /// - Returns: The scene with the default size.
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
    _DefaultSizeScene(content: self, size: CGSize(width: width, height: height))
  }

  /// Opens the scene's windows at `size` points, where the host has windows of a size of
  /// their own.
  /// - Parameter size: The window's size in points.
  /// - Returns: The scene with the default size.
  public func defaultSize(_ size: CGSize) -> some Scene {
    _DefaultSizeScene(content: self, size: size)
  }
}

/// A scene whose windows open at a size; otherwise the scene it wraps.
struct _DefaultSizeScene<Content: Scene>: Scene, _PrimitiveScene {
  typealias Body = Never
  let content: Content
  let size: CGSize

  var body: Never { fatalError("_DefaultSizeScene is a primitive scene") }

  func _collect(into scenes: inout [_SceneDescription]) {
    _SceneTree.collect(content, into: &scenes) { $0.defaultSize = size }
  }
}
