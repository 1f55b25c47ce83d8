import Foundation

extension View {
  /// Draws this view scaled by `scale` (its width and height factors) around `anchor`,
  /// leaving its frame in layout as it was: the views around it neither move nor resize.
  /// It is hit where it is drawn.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(_RenderEffectModifier(effect: .geometry(.scale(scale, anchor: anchor))))
  }

  /// Draws this view scaled by `s` along both axes around `anchor`, leaving its frame in
  /// layout as it was.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }

  /// Draws this view scaled by `x` horizontally and `y` vertically around `anchor`, leaving
  /// its frame in layout as it was.
  public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center)
    -> some View
  {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Draws this view rotated by `angle` (clockwise on screen for a positive angle) around
  /// `anchor`, leaving its frame in layout as it was. It is hit where it is drawn. The
  /// terminal moves text to where its rotated frame puts it but cannot turn its letters.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(_RenderEffectModifier(effect: .geometry(.rotation(angle, anchor: anchor))))
  }

  /// Draws this view as if rotated by `angle` about `axis` in three dimensions, leaving its
  /// frame in layout as it was.
  ///
  /// Trellis draws it flat: as the rotation seen straight on, without perspective
  /// (`anchorZ` and `perspective` are accepted and not drawn). About the z axis it is
  /// ``rotationEffect(_:anchor:)``; about the y axis the view narrows toward its anchor
  /// (edge-on at 90°, mirrored past it); about the x axis it flattens vertically.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    modifier(
      _RenderEffectModifier(
        effect: .geometry(
          .rotation3D(angle, x: axis.x, y: axis.y, z: axis.z, anchor: anchor))))
  }
}
