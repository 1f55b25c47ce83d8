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
  ///
  /// The identifier is the object's address, as Apple's is (its description prints the
  /// address). Counted identifiers start at 1; in a position-independent executable (Swift
  /// builds them so) heap objects live above 2^46, a count no program reaches, so the two kinds
  /// never meet.
  public init(_ obj: AnyObject) {
    rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj)))
  }

  /// The identifier as a hexadecimal number, such as `0x2a`; an object's address for one made
  /// from an object.
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
