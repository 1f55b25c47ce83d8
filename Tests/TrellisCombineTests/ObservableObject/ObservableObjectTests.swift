import Testing
import TrellisCombine

private class Base: ObservableObject {
  @Published var inherited = 0
}

private final class Derived: Base {
  @Published var own = ""
}

private final class NoPublished: ObservableObject {
  var plain = 0
}

private final class Reflective: ObservableObject, CustomReflectable {
  @Published var value = 0
  var customMirror: Mirror { Mirror(self, children: [:]) }
}

private final class ManualStore: ObservableObject {
  let objectWillChange = ObservableObjectPublisher()
  @Published var value = 0
  var hidden = 0 {
    willSet { objectWillChange.send() }
  }
}

private final class CustomSubjectStore: ObservableObject {
  let objectWillChange = PassthroughSubject<Void, Never>()
}

private final class Generic<T>: ObservableObject {
  @Published var value: T
  init(_ value: T) { self.value = value }
}

@Suite struct ObservableObjectTests {
  @Test func superclassAndSubclassPropertiesShareOnePublisher() {
    let object = Derived()
    var notifications = 0
    let token = object.objectWillChange.sink { notifications += 1 }
    object.inherited = 1
    object.own = "x"
    #expect(notifications == 2)
    let base: Base = object
    #expect(base.objectWillChange === object.objectWillChange)
    token.cancel()
  }

  @Test func classWithoutPublishedGetsAStableInstance() {
    let object = NoPublished()
    #expect(object.objectWillChange === object.objectWillChange)
    var notifications = 0
    let token = object.objectWillChange.sink { notifications += 1 }
    object.objectWillChange.send()
    #expect(notifications == 1)
    token.cancel()
  }

  @Test func differentObjectsHaveDifferentPublishers() {
    let first = NoPublished()
    let second = NoPublished()
    #expect(first.objectWillChange !== second.objectWillChange)
    let third = Derived()
    let fourth = Derived()
    #expect(third.objectWillChange !== fourth.objectWillChange)
  }

  @Test func customReflectionDoesNotHidePublishedProperties() {
    let object = Reflective()
    var notifications = 0
    let token = object.objectWillChange.sink { notifications += 1 }
    object.value = 3
    #expect(notifications == 1)
    token.cancel()
  }

  @Test func declaredObservableObjectPublisherIsSentByHandOnly() {
    // As with Apple's: `@Published` sends to the synthesized publisher only, so a class that
    // declares its own `objectWillChange` sends it itself.
    let store = ManualStore()
    var notifications = 0
    let token = store.objectWillChange.sink { notifications += 1 }
    store.hidden = 1
    #expect(notifications == 1)
    store.value = 1
    #expect(notifications == 1)
    var values: [Int] = []
    let valuesToken = store.$value.sink { values.append($0) }
    store.value = 2
    #expect(values == [1, 2])
    #expect(notifications == 1)
    token.cancel()
    valuesToken.cancel()
  }

  @Test func declaredCustomPublisherTypeWorks() {
    let store = CustomSubjectStore()
    var notifications = 0
    let token = store.objectWillChange.sink { notifications += 1 }
    store.objectWillChange.send()
    #expect(notifications == 1)
    token.cancel()
  }

  @Test func genericClassesAreSupported() {
    let object = Generic([1, 2])
    var seen: [[Int]] = []
    let token = object.objectWillChange.sink { seen.append(object.value) }
    object.value.append(3)
    #expect(seen == [[1, 2]])
    #expect(object.value == [1, 2, 3])
    token.cancel()
  }

  @Test func sideTablePublisherDiesWithItsObject() {
    weak var weakPublisher: ObservableObjectPublisher?
    do {
      let object = NoPublished()
      weakPublisher = object.objectWillChange
      #expect(weakPublisher != nil)
    }
    // The entry holds the publisher until the table is next purged; make it purge.
    for _ in 0..<200 { _ = NoPublished().objectWillChange }
    #expect(weakPublisher == nil)
  }
}
