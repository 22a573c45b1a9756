// One import for an app: `import CrossfadeKit` brings the engine (motion, input,
// scenes, the interactions), the host core every host uses, and on Apple platforms
// the UIKit and SwiftUI hosts (empty modules elsewhere). Tools and servers import
// the modules they use (CrossfadeTrace, CrossfadeRender, CrossfadeStudio).
@_exported import CrossfadeHost
@_exported import CrossfadeInput
@_exported import CrossfadeInteractions
@_exported import CrossfadeMotion
@_exported import CrossfadeScene
@_exported import CrossfadeSwiftUI
@_exported import CrossfadeUIKit
