/** "+9613123456" → WhatsApp's address for that number (the staff's one-tap call or message). */
export const whatsappUrl = (phone: string) => `https://wa.me/${phone.replace(/\D/g, "")}`;
