import CrossfadeMotion
@testable import CrossfadeScene
import Testing

/// The engine's album covers: the same album always gets the same cover, albums
/// differ, every motif occurs, and the shapes lie on the cover in its ink.
@Suite("cover art")
struct CoverArtTests {
    static let albums = [
        "Glass Weather", "Paper Satellites", "Slow Motion City", "Hollow Pines", "Afterglow Radio", "Saltwater Letters", "Velvet Static",
        "Gravity Well", "Lanterns", "Last Train Home", "Every Frame", "Harbour Lights", "Night Bus", "Static Bloom", "Quiet Engines"
    ]

    @Test func theSameAlbumGetsTheSameCover() {
        for album in Self.albums {
            let a = CoverArt(seed: CoverArt.seed(album), ink: .white, title: album),
                b = CoverArt(seed: CoverArt.seed(album), ink: .white, title: album)
            #expect(a.shapes == b.shapes && !a.shapes.isEmpty)
        }
        #expect(CoverArt.seed("") == 2_166_136_261)
    }

    @Test func albumsGetDifferentCoversAndEveryMotifOccurs() {
        let covers = Self.albums.map { CoverArt(seed: CoverArt.seed($0), ink: .white, title: $0) }
        #expect(Set(covers.map(\.motif)).count >= 5, "motifs: \(covers.map(\.motif))")
        #expect(Set(covers.map(\.shapes)).count == covers.count, "no two albums share a cover")
        let all = (0..<64).map { CoverArt(seed: UInt32($0) &* 2_654_435_761, ink: .white, title: "").motif }
        #expect(Set(all) == Set(CoverArt.Motif.allCases))
    }

    @Test func shapesLieOnTheCoverInItsInk() {
        let ink = Color(red: 1, green: 0.9, blue: 0.8, alpha: 0.9)
        for seed in (0..<200).map({ UInt32($0) &* 2_654_435_761 }) {
            let cover = CoverArt(seed: seed, ink: ink, title: "x")
            for shape in cover.shapes {
                #expect(shape.stroke == nil, "filled only: they scale to any size")
                let fill = shape.fill ?? .black
                #expect(fill.red == ink.red && fill.green == ink.green && fill.alpha > 0 && fill.alpha <= ink.alpha)
                for element in shape.elements {
                    if case .move(let p) = element { #expect(p.x > -0.6 && p.x < 1.6 && p.y > -0.6 && p.y < 1.6, "\(cover.motif): \(p)") }
                }
            }
            // Scaled to a 300 × 200 cover: the same elements, each point scaled.
            let scaled = cover.shapes(in: Size(width: 300, height: 200))
            if case .move(let unit)? = cover.shapes.first?.elements.first, case .move(let point)? = scaled.first?.elements.first {
                #expect(isClose(point.x, unit.x * 300, tolerance: 1e-9) && isClose(point.y, unit.y * 200, tolerance: 1e-9))
            }
        }
        let title = CoverArt(seed: 1, ink: ink, title: "Glass Weather").titleLayout(in: Size(width: 200, height: 200))
        #expect(
            isClose(title.fontSize, 15, tolerance: 1e-9) && isClose(title.frame.minX, 14, tolerance: 1e-9)
                && isClose(title.frame.maxY, 186, tolerance: 1e-9))
    }

    @Test func theSineIsRight() {
        for angle in stride(from: -10.0, through: 10.0, by: 0.37) {
            // sin(x)² + sin(x + π/2)² = 1, and a few known values.
            #expect(isClose(CoverArt.sine(angle) * CoverArt.sine(angle) + CoverArt.cosine(angle) * CoverArt.cosine(angle), 1, tolerance: 1e-9))
        }
        #expect(isClose(CoverArt.sine(0.5235987755982988), 0.5, tolerance: 1e-12))
    }
}

private func isClose(_ a: Double, _ b: Double, tolerance: Double) -> Bool { abs(a - b) <= tolerance }
