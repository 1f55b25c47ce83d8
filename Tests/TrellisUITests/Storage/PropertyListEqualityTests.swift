import Foundation
import Testing

@testable import TrellisUI

/// How a store tells whether a key's value changed: property-list values compared by value.
@Suite struct PropertyListEqualityTests {
  @Test func equalValuesOfEachKindAreEqual() {
    let date = Date(timeIntervalSince1970: 1_000)
    let pairs: [(Any, Any)] = [
      ("Zoë", "Zoë"), (3, 3), (2.5, 2.5), (true, true), (Data([1, 2]), Data([1, 2])),
      (date, date), (_Absent(), _Absent()), ([1, "a"] as [Any], [1, "a"] as [Any]),
      (["k": [1, 2]] as [String: Any], ["k": [1, 2]] as [String: Any]),
    ]
    for (a, b) in pairs {
      #expect(_PropertyList.isEqual(a, b), "\(a) and \(b)")
    }
  }

  @Test func differentValuesOrKindsAreNot() {
    let pairs: [(Any, Any)] = [
      ("Zoë", "Zoe"), (3, 4), ("3", 3), (_Absent(), ""), (Data([1]), Data([1, 2])),
      ([1, 2] as [Any], [1] as [Any]), ([1, 2] as [Any], [2, 1] as [Any]),
      (["k": 1] as [String: Any], ["j": 1] as [String: Any]),
      (["k": 1] as [String: Any], ["k": 2] as [String: Any]),
      // Other objects compare by identity.
      (NSObject(), NSObject()),
    ]
    for (a, b) in pairs {
      #expect(!_PropertyList.isEqual(a, b), "\(a) and \(b)")
    }
  }
}
