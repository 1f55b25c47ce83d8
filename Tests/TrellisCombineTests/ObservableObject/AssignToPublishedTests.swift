import Testing
import TrellisCombine

private final class Form: ObservableObject {
  @Published var email = ""
  @Published var emailCopy = ""
  @Published var mirror = ""

  init() {
    $email.assign(to: &$emailCopy)
  }
}

@Suite struct AssignToPublishedTests {
  @Test func followsEveryEditAndPublishes() {
    let form = Form()
    #expect(form.emailCopy == "")
    var notifications = 0
    let token = form.objectWillChange.sink { notifications += 1 }
    form.email = "a@b"
    #expect(form.emailCopy == "a@b")
    // One for email, one for emailCopy.
    #expect(notifications == 2)
    form.email = "ab"
    #expect(form.emailCopy == "ab")
    token.cancel()
  }

  @Test func pipelineDoesNotKeepTheObjectAlive() {
    weak var weakForm: Form?
    weak var weakSource: PassthroughSubject<String, Never>?
    do {
      let form = Form()
      let source = PassthroughSubject<String, Never>()
      weakSource = source
      source.assign(to: &form.$mirror)
      source.send("hello")
      #expect(form.mirror == "hello")
      weakForm = form
    }
    #expect(weakForm == nil)
    #expect(weakSource == nil)
  }
}
