// expected-error: @Published is only available on properties of classes
import TrellisCombine

struct Settings {
  @Published var username = "Guest"
}
