// `import SwiftUI` on Linux: Limner under Apple's module name, for files that should compile
// unchanged (opt-in: depend on the `SwiftUI` product). See README, "Real SwiftUI files".
@_exported import Limner
// Apple's SwiftUI and UIKit re-export Foundation (`Date`, `NSCoder`, …); so do these.
@_exported import Foundation
