import CrossfadeHost
import CrossfadeMotion
import CrossfadeScene
import Testing

/// What the UIKit artwork view draws of the engine's cover, decided here.
@Suite("cover plan")
struct CoverPlanTests {
    static let cover = CoverArt(seed: CoverArt.seed("Glass Weather"), ink: Color(white: 1, alpha: 0.9), title: "Glass Weather")
    static let artwork = Artwork(reference: "covers/glass.jpg", colors: [.black, .white], cover: cover)

    @Test(arguments: [
        (#line, true, false, false),  // the engine's cover, no image: drawn
        (#line, true, true, true),  // the app's image stands in for it
        (#line, false, false, true)  // no cover: the colour alone
    ])
    func theCoverShowsOnlyWithoutAnImage(line: Int, hasCover: Bool, hasImage: Bool, hidden: Bool) {
        var artwork = Self.artwork
        if !hasCover { artwork.cover = nil }
        let plan = CoverPlan(artwork, hasImage: hasImage, size: Size(width: 200, height: 200))
        #expect(plan.hidden == hidden, "line \(line)")
        #expect(plan.paths.count == CoverArt.maximumShapes && plan.fills.count == CoverArt.maximumShapes, "line \(line): a layer per shape, always")
        if !hasCover { #expect(plan.paths.allSatisfy { $0 == nil } && plan.title.isEmpty, "line \(line)") }
    }

    @Test func shapesAndTitleAreLaidOutInTheViewsPoints() {
        let plan = CoverPlan(Self.artwork, hasImage: false, size: Size(width: 200, height: 100))
        let shapes = Self.cover.shapes(in: Size(width: 200, height: 100))
        #expect(Array(plan.paths.prefix(shapes.count)) == shapes.map { Optional($0) })
        #expect(plan.paths.dropFirst(shapes.count).allSatisfy { $0 == nil })
        #expect(plan.fills.prefix(shapes.count).allSatisfy { $0?.alpha ?? 0 > 0 })
        #expect(plan.title == "Glass Weather" && abs(plan.titleFontSize - 15) < 1e-9)
        #expect(abs(plan.titleCenter.x - 100) < 1e-9 && plan.titleBounds.width == 200 - 28 && plan.titleBounds.minX == 0)
        #expect(plan.bounds == Rect(x: 0, y: 0, width: 200, height: 100) && plan.center == Point(x: 100, y: 50))
        // Every motif fits the fixed number of shape layers.
        for seed in (0..<500).map({ UInt32($0) &* 2_654_435_761 }) {
            #expect(CoverArt(seed: seed, ink: .white, title: "").shapes.count <= CoverArt.maximumShapes)
        }
    }
}
