import type { PrismaClient } from "#app/generated/prisma/client";
import { fold } from "#app/lib/search";
import { demoId } from "./id";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The demo concierge thread (decision 024): the demo customer asked about catering and a transfer, the
 * operations team answered, and the customer's thanks is still unread by staff, so the inbox shows one
 * unanswered conversation with an unread badge. Seeded only while the customer has no conversation.
 */
export async function seedConciergeDemo(
  prisma: PrismaClient,
  input: { customerUserId: string; staffUserId: string; customerName: string; customerEmail: string; now: Date },
) {
  const existing = await prisma.conciergeConversation.findUnique({ where: { customerUserId: input.customerUserId }, select: { id: true } });
  if (existing) return;
  const at = (ms: number) => new Date(input.now.getTime() - ms);
  const id = demoId("concierge-conversation", "customer");
  const messages = [
    {
      side: "customer" as const,
      author: input.customerUserId,
      ago: 26 * HOUR,
      body: "Merhaba, Bodrum uçuşumuz için uçakta vejetaryen ikram ve havalimanından otele VIP transfer ayarlayabilir misiniz? 4 kişiyiz.",
    },
    {
      side: "staff" as const,
      author: input.staffUserId,
      ago: 25 * HOUR,
      body: "Merhaba Ahmet Bey, elbette. Vejetaryen menüyü ve Milas-Bodrum Havalimanı'ndan otelinize Mercedes V-Class transferi ayarladık; şoför bilgilerini uçuştan bir gün önce ileteceğiz.",
    },
    {
      side: "customer" as const,
      author: input.customerUserId,
      ago: 40 * MINUTE,
      body: "Çok teşekkürler, dönüş için de aynı transferi rica ederim.",
    },
  ];
  const first = messages[0];
  const last = messages.at(-1);
  if (!first || !last) throw new Error("The demo concierge thread needs a message");
  await prisma.$transaction([
    prisma.conciergeConversation.create({
      data: {
        id,
        customerUserId: input.customerUserId,
        searchText: fold(`${input.customerName} ${input.customerEmail}`),
        awaitingSince: at(last.ago),
        lastMessageAt: at(last.ago),
        lastMessageSide: last.side,
        lastMessagePreview: last.body,
        createdAt: at(first.ago),
      },
    }),
    prisma.conciergeMessage.createMany({
      data: messages.map((m, index) => ({
        id: demoId("concierge-message", `m${index + 1}`),
        conversationId: id,
        authorUserId: m.author,
        authorSide: m.side,
        body: m.body,
        createdAt: at(m.ago),
        // everything but the last message has been read by the other side
        readAt: index < messages.length - 1 ? at(m.ago - 20 * MINUTE) : null,
      })),
      skipDuplicates: true,
    }),
  ]);
}
