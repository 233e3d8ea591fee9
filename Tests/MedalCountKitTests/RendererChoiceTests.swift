import Testing

@testable import MedalCountKit

/// Which renderer the app's windows get: cairo over a software rasterizer
/// unless the user chose, GTK's choice otherwise.
struct RendererChoiceTests {
    @Test func mesasSoftwareRasterizersAreSoftware() {
        #expect(RendererChoice.isSoftware("llvmpipe (LLVM 15.0.6, 256 bits)"))
        #expect(RendererChoice.isSoftware("softpipe"))
        #expect(RendererChoice.isSoftware("Software Rasterizer"))
        #expect(RendererChoice.isSoftware("zink Vulkan 1.3(llvmpipe (LLVM 15.0.6, 256 bits))"))
        #expect(!RendererChoice.isSoftware("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"))
        #expect(!RendererChoice.isSoftware("AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6, DRM 3.49, 6.1.0-13-amd64)"))
        #expect(!RendererChoice.isSoftware("NVIDIA GeForce GTX 1060 6GB/PCIe/SSE2"))
    }

    @Test func softwareGLGetsCairo() {
        #expect(
            RendererChoice.decide(userRenderer: nil, glRenderer: "llvmpipe (LLVM 15.0.6, 256 bits)")
                == .cairoOverSoftwareGL("llvmpipe (LLVM 15.0.6, 256 bits)"))
    }

    @Test func aGPUKeepsGTKsChoiceAndSoDoesNoGL() {
        #expect(RendererChoice.decide(userRenderer: nil, glRenderer: "Mesa Intel(R) Xe Graphics") == .gtksChoice("Mesa Intel(R) Xe Graphics"))
        #expect(RendererChoice.decide(userRenderer: nil, glRenderer: nil) == .gtksChoice(nil))
    }

    @Test func theUsersRendererWinsWithoutAskingTheGL() {
        var asked = false
        let decision = RendererChoice.decide(
            userRenderer: "gl",
            glRenderer: {
                asked = true
                return "llvmpipe"
            }())
        #expect(decision == .usersChoice("gl"))
        #expect(!asked, "the display's GL was asked although the user had chosen")
        #expect(RendererChoice.decide(userRenderer: "", glRenderer: "llvmpipe") == .cairoOverSoftwareGL("llvmpipe"))
    }
}
