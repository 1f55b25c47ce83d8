/// A class whose changes can be observed: it announces, through ``objectWillChange``, that it
/// is ABOUT to change.
///
/// A class that declares no `objectWillChange` of its own gets one, shared by all of its
/// `@Published` properties (its superclasses' included); each of them sends it before storing
/// a new value. The same publisher instance is returned on every access.
///
/// ```swift
/// final class Settings: ObservableObject {
///   @Published var username = "Guest"
/// }
/// let settings = Settings()
/// let token = settings.objectWillChange.sink { print("about to change:", settings.username) }
/// settings.username = "Ada"  // prints "about to change: Guest"
/// ```
public protocol ObservableObject: AnyObject {
  /// The publisher that announces changes; ``ObservableObjectPublisher`` unless declared.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Emits before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's change publisher, made on first access and shared with its `@Published`
  /// properties.
  public var objectWillChange: ObservableObjectPublisher {
    _ObjectWillChangeRegistry.publisher(for: self)
  }
}
