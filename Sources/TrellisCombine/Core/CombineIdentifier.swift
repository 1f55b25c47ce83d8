import Synchronization

/// A unique identity for a subscription or subscriber, used to tell streams apart.
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
  private let rawValue: UInt64

  private static let counter = Atomic<UInt64>(0)

  /// Creates a fresh identifier, distinct from every other one made in this process.
  public init() {
    rawValue = Self.counter.add(1, ordering: .relaxed).newValue
  }

  /// Creates the identifier of an object: equal for the same object while it lives.
  public init(_ obj: AnyObject) {
    rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj))) | (1 << 63)
  }

  /// The identifier as a hexadecimal number, such as `0x2a`.
  public var description: String { "0x" + String(rawValue, radix: 16) }
}

/// A type that can tell its ``CombineIdentifier``; classes get one from their identity.
public protocol CustomCombineIdentifierConvertible {
  /// The identity of this subscriber or subscription.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// An identifier made from the object's identity.
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
