// A smoke-test declaration set, NOT Apple's UIKit: exactly the symbols
// Crossfade's Apple files use, each with its documented declaration and page
// (source marks in ObjectiveC.swift: A, A*, C). DocC omits `open`, `override` and
// superclasses; they are given here as the generated interfaces have them (C).
@_exported import UIKit
@_exported import QuartzCore
@_exported import Foundation
