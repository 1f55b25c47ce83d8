import Foundation
import TrellisUI

/// The code of the article "Platform-only modifiers and animations".
enum PlatformOnly {
  // MARK: Modifiers with no meaning on Linux

  struct SignInForm: View {
    @State private var email = ""
    @State private var code = ""

    var body: some View {
      Form {
        TextField("Email", text: $email)
          .keyboardType(.emailAddress)
          .textContentType(.emailAddress)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
        TextField("Code", text: $code)
          .keyboardType(.numberPad)
          .submitLabel(.go)
      }
      .navigationBarTitleDisplayMode(.inline)
      .statusBarHidden()
      .persistentSystemOverlays(.hidden)
    }
  }

  struct PlainSignInForm: View {
    @State private var email = ""
    @State private var code = ""

    var body: some View {
      Form {
        TextField("Email", text: $email)
        TextField("Code", text: $code)
      }
    }
  }

  // MARK: Animations

  struct Details: View {
    @State private var isShowingDetails = false
    @State private var finished = 0

    var body: some View {
      VStack {
        Button("Details") {
          withAnimation(.spring) {
            isShowingDetails.toggle()
          } completion: {
            finished += 1
          }
        }
        if isShowingDetails {
          Text("Hidden until asked for")
            .transition(.opacity)
        }
        Text("Animations finished: \(finished)")
      }
      .animation(.easeInOut, value: isShowingDetails)
    }
  }

  struct SaveButton: View {
    @State private var savedCount = 0

    var body: some View {
      Button("Save") { savedCount += 1 }
        .sensoryFeedback(.success, trigger: savedCount)
    }
  }
}
