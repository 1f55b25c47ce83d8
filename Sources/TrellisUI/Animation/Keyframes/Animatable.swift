import Foundation

/// A value whose changes can be interpolated, through the vector ``animatableData`` that
/// stands for it: keyframes move between such values.
public protocol Animatable {
  /// The vector that stands for the value.
  associatedtype AnimatableData: VectorArithmetic
  /// The value as a vector; setting it sets the value.
  var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  /// A vector stands for itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

extension CGPoint: Animatable {
  /// The point's x and y.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// The size's width and height.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  /// The rectangle's origin and size.
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
  }
}

extension Angle: Animatable {
  /// The angle in radians.
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}
